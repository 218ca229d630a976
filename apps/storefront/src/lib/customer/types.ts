/** Orders per page and per 'load more' (ACC-09). */
export const ORDERS_PAGE_SIZE = 10;

/** What the account screens and GET /api/customer-details show of the signed-in customer. */
export interface CustomerProfile {
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  points: number;
  discountCodes: string[];
  b2bCatalog: string | null;
  b2bDiscountPercentage: number;
  isStaff: boolean;
}

export interface Money {
  amount: number;
  currencyCode: string;
}

interface CustomerOrderLine {
  id: string;
  title: string;
  variantTitle: string | null;
  quantity: number;
  image: { url: string; altText: string | null } | null;
  total: Money | null;
}

export interface CustomerOrder {
  id: string;
  /** The order number as shoppers know it, e.g. "#1042". */
  name: string;
  processedAt: string;
  cancelled: boolean;
  financialStatus: string | null;
  fulfillmentStatus: string;
  statusPageUrl: string;
  total: Money;
  lines: CustomerOrderLine[];
}

interface OrdersPageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface CustomerOrdersPage {
  orders: CustomerOrder[];
  pageInfo: OrdersPageInfo;
}
