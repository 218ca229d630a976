import { describe, expect, it } from 'vitest';
import { toCartNotices, type NoticeLine, type ProviderWarning } from './cart-notices';

const lines: NoticeLine[] = [
  { id: 'gid://shopify/CartLine/a', quantity: 3, productTitle: 'Shure SM58', variantTitle: 'Default Title' },
  { id: 'gid://shopify/CartLine/b', quantity: 0, productTitle: 'Yamaha HS8', variantTitle: 'White' },
  { id: 'gid://shopify/CartLine/c', quantity: 1, productTitle: 'Avid Mbox', variantTitle: 'Studio' },
];
const warning = (code: string, target: string, message = 'provider text'): ProviderWarning => ({ code, target, message });

describe('toCartNotices (Shopify cart warnings)', () => {
  it.each([
    [
      'a capped line says what it holds',
      [warning('MERCHANDISE_NOT_ENOUGH_STOCK', 'gid://shopify/CartLine/a')],
      [{ kind: 'not-enough-stock', title: 'Shure SM58', quantity: 3 }],
    ],
    [
      'the variant is named unless it is the default title',
      [warning('MERCHANDISE_NOT_ENOUGH_STOCK', 'gid://shopify/CartLine/c')],
      [{ kind: 'not-enough-stock', title: 'Avid Mbox – Studio', quantity: 1 }],
    ],
    [
      'sold out',
      [warning('MERCHANDISE_OUT_OF_STOCK', 'gid://shopify/CartLine/b')],
      [{ kind: 'out-of-stock', title: 'Yamaha HS8 – White' }],
    ],
    [
      'not enough stock for a line left at 0 is sold out',
      [warning('MERCHANDISE_NOT_ENOUGH_STOCK', 'gid://shopify/CartLine/b')],
      [{ kind: 'out-of-stock', title: 'Yamaha HS8 – White' }],
    ],
    [
      'a line the cart no longer lists keeps the provider text',
      [warning('MERCHANDISE_OUT_OF_STOCK', 'gid://shopify/CartLine/z', 'gone')],
      [{ kind: 'other', message: 'gone' }],
    ],
    ['discount warnings are left to the discount form', [warning('DISCOUNT_NOT_FOUND', 'gid://shopify/Cart/x')], []],
    [
      'other codes keep the provider text',
      [warning('PAYMENTS_GIFT_CARDS_UNAVAILABLE', 'gid://shopify/Cart/x', 'No gift cards')],
      [{ kind: 'other', message: 'No gift cards' }],
    ],
    [
      'the same notice is given once',
      [
        warning('MERCHANDISE_NOT_ENOUGH_STOCK', 'gid://shopify/CartLine/a'),
        warning('MERCHANDISE_NOT_ENOUGH_STOCK', 'gid://shopify/CartLine/a'),
      ],
      [{ kind: 'not-enough-stock', title: 'Shure SM58', quantity: 3 }],
    ],
    ['no warnings, no notices', [], []],
  ])('%s', (_, warnings, expected) => {
    expect(toCartNotices(warnings, lines)).toEqual(expected);
  });
});
