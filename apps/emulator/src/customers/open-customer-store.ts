import type { CustomerRecord, OrderRecord, SeedData } from '../catalog/model.js';
import type { Db } from '../store/database.js';
import type { CustomerStore, OrderPage } from './customer-store.js';
import {
  createCustomerTables,
  insertCustomer,
  insertOrder,
  isEmpty,
  parseRecord,
  seedCustomerTables,
  storedSeedKey,
  storeSeedKey,
  updateCustomer,
} from './customer-tables.js';
import { paginate } from './paginate.js';

/** The first order number of a store with no orders, as on Shopify. */
const FIRST_ORDER_NUMBER = 1001;

export interface ResettableCustomerStore extends CustomerStore {
  /** Back to the seed: customers and orders created since are dropped. */
  reset(): void;
}

/** Customers and orders in SQLite, seeded from the generated seed the first time (empty tables). */
export function openCustomerStore(
  db: Db,
  seed: () => Pick<SeedData, 'customers' | 'orders'>,
  now: () => Date = () => new Date(),
  options: { seedKey?: string } = {},
): ResettableCustomerStore {
  createCustomerTables(db);
  // A database seeded for another catalogue size holds orders of products that no longer exist.
  if (isEmpty(db) || (options.seedKey !== undefined && storedSeedKey(db) !== options.seedKey)) {
    seedCustomerTables(db, seed());
    if (options.seedKey !== undefined) storeSeedKey(db, options.seedKey);
  }

  const byIdStatement = db.prepare('SELECT record FROM customers WHERE id = ?');
  const byEmailStatement = db.prepare('SELECT record FROM customers WHERE email = ?');
  const ordersOfStatement = db.prepare('SELECT record FROM orders WHERE customer_id = ? ORDER BY processed_at DESC, id DESC');
  const orderByIdStatement = db.prepare('SELECT record FROM orders WHERE id = ?');
  const nextCustomerIdStatement = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM customers');
  const nextOrderStatement = db.prepare(
    `SELECT COALESCE(MAX(id), 0) + 1 AS id, MAX(COALESCE(MAX(number), 0) + 1, ${FIRST_ORDER_NUMBER}) AS number FROM orders`,
  );

  const ordersOf = (customerId: number): OrderRecord[] =>
    (ordersOfStatement.all(customerId) as { record: string }[]).map((row) => JSON.parse(row.record) as OrderRecord);

  return {
    byId: (id) => parseRecord<CustomerRecord>(byIdStatement.get(id) as { record: string } | undefined),
    byEmail: (email) => parseRecord<CustomerRecord>(byEmailStatement.get(email.trim()) as { record: string } | undefined),
    create(customer) {
      const { next } = nextCustomerIdStatement.get() as { next: number };
      const created: CustomerRecord = { ...customer, id: next, createdAt: now().toISOString() };
      insertCustomer(db, created);
      return created;
    },
    update(customer) {
      if (!updateCustomer(db, customer)) throw new Error(`No customer ${customer.id} to update`);
    },
    ordersOf,
    orders(customerId, page): OrderPage {
      const window = paginate(ordersOf(customerId), page, (order) => order.id);
      return { orders: window.items, hasNextPage: window.hasNextPage, hasPreviousPage: window.hasPreviousPage };
    },
    orderById: (id) => parseRecord<OrderRecord>(orderByIdStatement.get(id) as { record: string } | undefined),
    createOrder(order) {
      const next = nextOrderStatement.get() as { id: number; number: number };
      const created: OrderRecord = { ...order, id: next.id, number: next.number };
      insertOrder(db, created);
      return created;
    },
    reset: () => seedCustomerTables(db, seed()),
  };
}
