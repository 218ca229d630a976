import type { CustomerRecord, OrderRecord, SeedData } from '../catalog/model.js';
import { inTransaction, type Db } from '../store/database.js';

/** Customers and orders are stored whole as JSON, with the columns the store looks them up by. */
export function createCustomerTables(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS customers (
      id INTEGER PRIMARY KEY,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      record TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS orders (
      id INTEGER PRIMARY KEY,
      number INTEGER NOT NULL UNIQUE,
      customer_id INTEGER,
      processed_at TEXT NOT NULL,
      record TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS orders_by_customer ON orders (customer_id, processed_at DESC, id DESC);
    CREATE TABLE IF NOT EXISTS customers_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
  `);
}

/** Which seed the tables were filled from (size and storefront origin), to re-seed when it changes. */
export function storedSeedKey(db: Db): string | undefined {
  return (db.prepare("SELECT value FROM customers_meta WHERE name = 'seed-key'").get() as { value: string } | undefined)?.value;
}

export function storeSeedKey(db: Db, key: string): void {
  db.prepare("INSERT OR REPLACE INTO customers_meta (name, value) VALUES ('seed-key', ?)").run(key);
}

export function isEmpty(db: Db): boolean {
  const row = db.prepare('SELECT (SELECT COUNT(*) FROM customers) + (SELECT COUNT(*) FROM orders) AS count').get() as { count: number };
  return row.count === 0;
}

/** Adds a customer; an e-mail already in use fails (the UNIQUE constraint), it never replaces the other customer. */
export function insertCustomer(db: Db, customer: CustomerRecord): void {
  db.prepare('INSERT INTO customers (id, email, record) VALUES (?, ?, ?)').run(customer.id, customer.email, JSON.stringify(customer));
}

export function updateCustomer(db: Db, customer: CustomerRecord): boolean {
  return db.prepare('UPDATE customers SET email = ?, record = ? WHERE id = ?').run(customer.email, JSON.stringify(customer), customer.id).changes > 0;
}

export function insertOrder(db: Db, order: OrderRecord): void {
  db.prepare('INSERT INTO orders (id, number, customer_id, processed_at, record) VALUES (?, ?, ?, ?, ?)').run(
    order.id,
    order.number,
    order.customerId,
    order.processedAt,
    JSON.stringify(order),
  );
}

/** Replaces every customer and order with the seed's. */
export function seedCustomerTables(db: Db, seed: Pick<SeedData, 'customers' | 'orders'>): void {
  inTransaction(db, () => {
    db.exec('DELETE FROM orders; DELETE FROM customers;');
    for (const customer of seed.customers) insertCustomer(db, customer);
    for (const order of seed.orders) insertOrder(db, order);
  });
}

export function parseRecord<T>(row: { record: string } | undefined): T | undefined {
  return row ? (JSON.parse(row.record) as T) : undefined;
}
