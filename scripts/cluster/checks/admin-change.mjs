// A price and title change made in the commerce admin reaches the product page, its collection and
// a search, in both languages, on both instances, within 2 s: the emulator's webhook reaches one
// instance through nginx, and the invalidation is shared through Redis.
import { distinctivePrice, rename, setPrice, storePrice } from '../merchant.mjs';
import { slowest, target, untilFresh, warm } from '../freshness.mjs';

export const title = 'a price and title change in the Admin API shows everywhere within 2 s';

/** The product's pages as shoppers reach them: product page, its collection, a search for it; both languages, both instances. */
export function productPages(product) {
  const pages = [];
  for (const instance of ['a', 'b']) {
    for (const locale of ['en', 'fr']) {
      const prefix = locale === 'fr' ? '/fr' : '';
      pages.push(
        { instance, path: `${prefix}/products/${product.handle}` },
        { instance, path: `${prefix}/collections/${product.collection}` },
        { instance, path: `${prefix}/search?q=${encodeURIComponent(product.title[locale])}`, locale },
      );
    }
  }
  return pages.map((page) => ({ ...page, locale: page.path.startsWith('/fr') ? 'fr' : 'en' }));
}

export async function run({ client, emulator, picks }) {
  const product = picks.renamed;
  const pages = productPages(product);
  await warm(
    client,
    pages.map((page) => target(page.instance, page.path, [])),
  );
  const suffix = `Cluster${Math.floor(1000 + Math.random() * 9000)}`;
  const price = distinctivePrice();
  const renamed = { en: `${product.title.en} ${suffix}`, fr: `${product.title.fr} ${suffix}` };
  const since = Date.now();
  await setPrice(emulator, product, price);
  await rename(emulator, product, renamed);
  const delays = await untilFresh(
    client,
    pages.map((page) => target(page.instance, page.path, [suffix, storePrice(price)])),
    { since },
  );
  // Later checks search for the product under its new titles.
  product.title = renamed;
  product.price = price;
  return `${delays.length} pages fresh, slowest ${slowest(delays)} ms after the first write`;
}
