import type { AdminContext } from './admin-context.js';
import { adminCollection } from './shop-resolvers.js';

interface CollectionInput {
  title?: string | null;
  handle?: string | null;
  descriptionHtml?: string | null;
}

// Shopify makes a handle from the title: lower case, words joined by hyphens, accents dropped.
const handleOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * collectionCreate(input:): a manual collection with no products, in both languages alike until
 * translated. Its webhook (collections/create) is not sent: the emulator's outbox knows product writes and publications only.
 */
export function collectionCreate(_root: unknown, args: { input: CollectionInput }, context: AdminContext) {
  const title = (args.input.title ?? '').trim();
  if (title === '') return { collection: null, userErrors: [{ field: ['title'], message: "Title can't be blank" }] };
  const handle = handleOf(args.input.handle?.trim() || title);
  if (handle === '') return { collection: null, userErrors: [{ field: ['handle'], message: 'Handle is invalid' }] };
  const description = args.input.descriptionHtml ?? '';
  const record = context.catalog.insertCollection({
    handle,
    title: { en: title, fr: title },
    descriptionHtml: { en: description, fr: description },
    image: null,
    metafields: [],
    productIds: [],
    updatedAt: context.now().toISOString(),
    seo: { title: null, description: null },
  });
  return { collection: adminCollection(record), userErrors: [] };
}
