import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../src/catalog/model.js';
import { openCustomerStore } from '../../src/customers/open-customer-store.js';
import { openDatabase } from '../../src/store/database.js';
import { fixtureSeed } from './fixture-seed.js';

const open = () => openCustomerStore(openDatabase(':memory:'), fixtureSeed, () => new Date('2026-05-01T10:00:00Z'));

describe('customer store', () => {
  it('is seeded with the demo accounts and finds them by id and by e-mail, ignoring case', () => {
    const store = open();
    expect(store.byId(2)?.email).toBe('integrator@example.com');
    expect(store.byEmail('  Shopper@Example.COM ')?.id).toBe(1);
    expect(store.byEmail('nobody@example.com')).toBeUndefined();
  });

  it('pages orders newest first by order id cursors, both ways', () => {
    const store = open();
    const first = store.orders(1, { first: 10 });
    expect(first.orders.map((order) => order.number)).toEqual([1025, 1024, 1023, 1022, 1021, 1020, 1019, 1018, 1017, 1016]);
    expect(first).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const last = store.orders(1, { first: 10, after: 5 });
    expect(last.orders.map((order) => order.number)).toEqual([1004, 1003, 1002, 1001]);
    expect(last).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = store.orders(1, { last: 3, before: 16 });
    expect(back.orders.map((order) => order.id)).toEqual([19, 18, 17]);
    expect(store.orders(2, { first: 10 })).toEqual({ orders: [], hasNextPage: false, hasPreviousPage: false });
  });

  it('numbers new orders after the highest one and resets to the seed', () => {
    const store = open();
    const order: Partial<OrderRecord> = { ...store.orderById(1)!, customerId: 2, processedAt: '2026-05-01T10:00:00Z' };
    delete order.id;
    delete order.number;
    const created = store.createOrder(order as Omit<OrderRecord, 'id' | 'number'>);
    expect(created).toMatchObject({ id: 26, number: 1026 });
    expect(store.ordersOf(2).map((item) => item.id)).toEqual([26]);
    const customer = store.create({ ...store.byId(4)!, email: 'new@example.com' });
    expect(customer).toMatchObject({ id: 5, createdAt: '2026-05-01T10:00:00.000Z' });
    store.update({ ...customer, firstName: 'Changed' });
    expect(store.byId(5)?.firstName).toBe('Changed');
    expect(() => store.create({ ...store.byId(4)! })).toThrow();
    store.reset();
    expect(store.byId(5)).toBeUndefined();
    expect(store.ordersOf(2)).toEqual([]);
  });
});
