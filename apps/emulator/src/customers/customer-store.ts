import type { CustomerRecord, OrderRecord } from '../catalog/model.js';

export interface OrderPage {
  orders: OrderRecord[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** Customers and their orders, persisted in SQLite (seeded with the demo accounts). */
export interface CustomerStore {
  byId(id: number): CustomerRecord | undefined;
  byEmail(email: string): CustomerRecord | undefined;
  /** Creates a customer (Admin customerCreate, or a first sign-in with a new e-mail). */
  create(customer: Omit<CustomerRecord, 'id' | 'createdAt'>): CustomerRecord;
  update(customer: CustomerRecord): void;
  /** Orders of a customer, newest first, paginated by order id cursors. */
  orders(customerId: number, page: { first?: number; last?: number; after?: number; before?: number }): OrderPage;
  /** Every order of a customer, newest first (the Customer Account API sorts and pages them itself). */
  ordersOf(customerId: number): OrderRecord[];
  orderById(id: number): OrderRecord | undefined;
  /** Records an order (the hosted checkout); assigns the id and the next order number. */
  createOrder(order: Omit<OrderRecord, 'id' | 'number'>): OrderRecord;
}
