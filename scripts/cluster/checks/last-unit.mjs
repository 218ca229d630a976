// An order that takes the last unit: the product page says so on both instances, in both languages,
// within 2 s of the order (the hosted checkout's stock change sends inventory_levels/update).
import { setStock } from '../merchant.mjs';
import { slowest, target, untilFresh, warm } from '../freshness.mjs';

export const title = 'an order that takes the last unit shows "Not available" on both instances';

// The chosen variant's own sold-out line: another choice of the page may be sold out already, and says so too.
const TEXT = {
  en: { soldOut: 'Sold out online', notInStore: 'Not available in store', inStore: 'Available in store' },
  fr: { soldOut: 'Épuisé en ligne', notInStore: 'Non disponible en magasin', inStore: 'Disponible en magasin' },
};

const pagesOf = (product) =>
  ['a', 'b'].flatMap((instance) => [
    { instance, locale: 'en', path: `/products/${product.handle}` },
    { instance, locale: 'fr', path: `/fr/products/${product.handle}` },
  ]);

export async function run({ client, emulator, picks }) {
  const product = picks.lastUnit;
  const pages = pagesOf(product);
  // One unit left, on the shop's shelf: both instances show it for sale first.
  await setStock(emulator, product, { store: 1, warehouse: 0 });
  await untilFresh(
    client,
    pages.map((page) => target(page.instance, page.path, [TEXT[page.locale].inStore], [TEXT[page.locale].soldOut])),
  );
  await warm(
    client,
    pages.map((page) => target(page.instance, page.path, [])),
  );
  const since = Date.now();
  await emulator.placeOrder(product.variantId, 1);
  const delays = await untilFresh(
    client,
    pages.map((page) => target(page.instance, page.path, [TEXT[page.locale].notInStore, TEXT[page.locale].soldOut])),
    { since },
  );
  return `sold out on ${delays.length} pages, slowest ${slowest(delays)} ms after the order`;
}
