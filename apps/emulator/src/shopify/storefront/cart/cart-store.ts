import type { Db } from '../../../store/database.js';
import type { CartRecord } from './cart-record.js';

/** A stored cart with its checkout state. */
export interface StoredCart {
  cart: CartRecord;
  /** A number unique to the cart in this database (its row id), for ids derived from it. */
  sequence: number;
  /** When the hosted checkout turned the cart into an order; null while the cart is open. */
  completedAt: string | null;
  orderId: number | null;
}

/** Carts in SQLite (table carts): one JSON document per cart, keyed by token and guarded by the secret key. */
export interface CartStore {
  /** An open cart; undefined for an unknown token, a wrong key or a completed cart (Shopify forgets those). */
  open(token: string, key: string): CartRecord | undefined;
  /** A cart whatever its state, for the hosted checkout; undefined for an unknown token or a wrong key. */
  find(token: string, key: string): StoredCart | undefined;
  insert(cart: CartRecord): void;
  save(cart: CartRecord): void;
  /** Marks an open cart completed by an order; false when it was completed already. */
  complete(token: string, orderId: number, at: string): boolean;
  /** Drops every cart (POST /__emulator/reset). */
  clear(): void;
}

interface CartRow {
  sequence: number;
  data: string;
  secret_key: string;
  completed_at: string | null;
  order_id: number | null;
}

export function openCartStore(db: Db): CartStore {
  db.exec(`CREATE TABLE IF NOT EXISTS carts (
    id TEXT PRIMARY KEY,
    secret_key TEXT NOT NULL,
    data TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    completed_at TEXT,
    order_id INTEGER
  )`);
  const select = db.prepare('SELECT rowid AS sequence, data, secret_key, completed_at, order_id FROM carts WHERE id = ?');
  const insert = db.prepare('INSERT INTO carts (id, secret_key, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  const update = db.prepare('UPDATE carts SET data = ?, updated_at = ? WHERE id = ? AND completed_at IS NULL');
  const complete = db.prepare('UPDATE carts SET completed_at = ?, order_id = ? WHERE id = ? AND completed_at IS NULL');

  const find = (token: string, key: string): StoredCart | undefined => {
    const row = select.get(token) as CartRow | undefined;
    if (!row || !key || row.secret_key !== key) return undefined;
    return { cart: JSON.parse(row.data) as CartRecord, sequence: row.sequence, completedAt: row.completed_at, orderId: row.order_id };
  };

  return {
    find,
    open(token, key) {
      const stored = find(token, key);
      return stored && stored.completedAt === null ? stored.cart : undefined;
    },
    insert: (cart) => void insert.run(cart.token, cart.key, JSON.stringify(cart), cart.createdAt, cart.updatedAt),
    save: (cart) => void update.run(JSON.stringify(cart), cart.updatedAt, cart.token),
    complete: (token, orderId, at) => complete.run(at, orderId, token).changes === 1,
    clear: () => void db.exec('DELETE FROM carts'),
  };
}
