import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDS } from './fixtures/cart-products.js';
import { cartCalls } from './helpers/cart-calls.js';
import { startCartServer, type CartServer } from './helpers/cart-server.js';
import { variantGid } from './helpers/documents.js';

let server: CartServer;
let calls: ReturnType<typeof cartCalls>;

beforeAll(async () => {
  server = await startCartServer();
  calls = cartCalls(server.client());
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const line = (id: number, quantity = 1) => ({ merchandiseId: variantGid(id), quantity });
const cartTarget = (cartId: string) => cartId.replace(/\?key=.*/, '');

describe('cartDiscountCodesUpdate', () => {
  it('applies a percentage code as cart-level allocations, one per line, lowering the total but not the subtotal', async () => {
    const { cart } = await calls.create({ lines: [line(IDS.microphone, 2), line(IDS.strings)] });
    const { cart: discounted, warnings, userErrors } = await calls.codes(cart.id, ['WELCOME10']);
    expect(userErrors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(discounted.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    expect(discounted.discountAllocations).toEqual([
      { __typename: 'CartCodeDiscountAllocation', discountedAmount: { amount: '1.3', currencyCode: 'CAD' }, targetType: 'LINE_ITEM', code: 'WELCOME10' },
      { __typename: 'CartCodeDiscountAllocation', discountedAmount: { amount: '25.8', currencyCode: 'CAD' }, targetType: 'LINE_ITEM', code: 'WELCOME10' },
    ]);
    expect(discounted.lines.nodes.every((node: { discountAllocations: unknown[] }) => node.discountAllocations.length === 0)).toBe(true);
    expect(discounted.cost.subtotalAmount.amount).toBe('270.99');
    expect(discounted.cost.totalAmount.amount).toBe('243.89');
    expect(discounted.cost.checkoutChargeAmount.amount).toBe('270.99');
  });

  it('spreads a fixed amount over the lines once the minimum subtotal is met', async () => {
    const { cart } = await calls.create({ lines: [line(IDS.microphone)] });
    const short = await calls.codes(cart.id, ['MAPLE25']);
    expect(short.cart.discountCodes).toEqual([{ code: 'MAPLE25', applicable: false }]);
    expect(short.warnings).toEqual([{ code: 'DISCOUNT_PURCHASE_NOT_IN_RANGE', message: 'The MAPLE25 discount code is not valid for the items in your cart', target: cartTarget(cart.id) }]);
    const added = await calls.add(cart.id, [line(IDS.guitar)]);
    expect(added.warnings).toEqual([]);
    expect(added.cart.discountCodes).toEqual([{ code: 'MAPLE25', applicable: true }]);
    const amounts = added.cart.discountAllocations.map((allocation: { discountedAmount: { amount: string } }) => allocation.discountedAmount.amount);
    expect(amounts).toEqual(['21.86', '3.14']);
    expect(added.cart.cost.totalAmount.amount).toBe('1003.0');
  });

  it('keeps expired, unknown and duplicate codes as Shopify does, with its warnings in the order entered', async () => {
    const { cart } = await calls.create({ lines: [line(IDS.strings)] });
    const { cart: result, warnings } = await calls.codes(cart.id, ['welcome10', 'SUMMER20', 'WELCOME10', ' NOT-A-REAL-CODE ', 'STUDIO15']);
    expect(result.discountCodes).toEqual([
      { code: 'welcome10', applicable: true },
      { code: 'SUMMER20', applicable: false },
      { code: ' NOT-A-REAL-CODE ', applicable: false },
      { code: 'STUDIO15', applicable: false },
    ]);
    const target = cartTarget(cart.id);
    expect(warnings).toEqual([
      { code: 'DISCOUNT_CURRENTLY_INACTIVE', message: 'This discount is not valid anymore', target },
      { code: 'DISCOUNT_NOT_FOUND', message: 'Enter a valid discount code', target },
      { code: 'DISCOUNT_PURCHASE_NOT_IN_RANGE', message: 'The STUDIO15 discount code is not valid for the items in your cart', target },
    ]);
    const again = await calls.note(cart.id, 'still warned');
    expect(again.warnings).toEqual(warnings);
    const cleared = await calls.codes(cart.id, []);
    expect(cleared.cart.discountCodes).toEqual([]);
    expect(cleared.warnings).toEqual([]);
  });

  it('applies one order discount: a second valid code is not honoured, and codes on an empty cart are not honoured', async () => {
    const { cart } = await calls.create({ lines: [line(IDS.microphone), line(IDS.guitar)] });
    const both = await calls.codes(cart.id, ['WELCOME10', 'MAPLE25']);
    expect(both.cart.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }, { code: 'MAPLE25', applicable: false }]);
    expect(both.warnings).toEqual([{ code: 'DISCOUNT_CODE_NOT_HONOURED', message: 'The MAPLE25 discount code is not honoured', target: cartTarget(cart.id) }]);
    const { cart: empty } = await calls.create({ discountCodes: ['WELCOME10', 'NOPE'] });
    const read = await calls.note(empty.id, 'empty');
    expect(read.cart.discountCodes).toEqual([{ code: 'WELCOME10', applicable: false }, { code: 'NOPE', applicable: false }]);
    expect(read.warnings.map((warning) => warning.code)).toEqual(['DISCOUNT_NOT_FOUND', 'DISCOUNT_CODE_NOT_HONOURED']);
  });
});

describe('the buy-X-get-Y free gift (automatic discount)', () => {
  it('discounts one unit of the free variant 100% when the cart holds a product of the offer collection, in both languages', async () => {
    const { cart } = await calls.create({ lines: [line(IDS.guitar), line(IDS.strings, 2)] });
    const [strings, guitar] = cart.lines.nodes;
    expect(guitar.discountAllocations).toEqual([]);
    expect(strings.discountAllocations).toEqual([{ __typename: 'CartAutomaticDiscountAllocation', discountedAmount: { amount: '12.99' }, title: 'Free gift with purchase' }]);
    expect(strings.cost).toMatchObject({ subtotalAmount: { amount: '25.98' }, totalAmount: { amount: '12.99' } });
    expect(cart.cost.subtotalAmount.amount).toBe('911.99');
    expect(cart.discountAllocations).toEqual([]);
    const french = await calls.read(cart.id, 'FR');
    expect(french.lines.nodes[0].discountAllocations[0].title).toBe("Cadeau gratuit à l'achat");
  });

  it('gives the cheapest free variant, only while a trigger product is in the cart, and combines with a code', async () => {
    const { cart } = await calls.create({ lines: [line(IDS.cable), line(IDS.strings), line(IDS.guitar)] });
    const [guitar, strings, cable] = cart.lines.nodes;
    expect(strings.cost.totalAmount.amount).toBe('0.0');
    expect(cable.discountAllocations).toEqual([]);
    const coded = await calls.codes(cart.id, ['WELCOME10']);
    expect(coded.cart.discountAllocations.map((allocation: { discountedAmount: { amount: string } }) => allocation.discountedAmount.amount)).toEqual(['89.9', '2.5']);
    const withoutGuitar = await calls.remove(cart.id, [guitar.id]);
    expect(withoutGuitar.cart.lines.nodes.flatMap((node: { discountAllocations: unknown[] }) => node.discountAllocations)).toEqual([]);
    expect(withoutGuitar.cart.cost.subtotalAmount.amount).toBe('37.98');
  });
});
