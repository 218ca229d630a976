import { defineField } from 'sanity';
import { minimumImageSize, storePathOrUrl } from './rules';

/** Where a document comes in its list on the store (lowest first). */
export const orderField = defineField({
  name: 'order',
  title: 'Position · Position',
  description: 'Lowest first on the store · Le plus petit en premier',
  type: 'number',
  validation: (rule) => rule.integer().min(0),
});

/** The desk's order for documents with a position: as the store shows them. */
export const byPosition = { title: 'Position', name: 'position', by: [{ field: 'order', direction: 'asc' as const }] };

/** Where a tile or button takes the shopper. */
export const linkField = (required: boolean) =>
  defineField({
    name: 'pathToNavigate',
    title: 'Link · Lien',
    description: 'A store path such as /collections/dj, or an https:// address',
    type: 'string',
    validation: (rule) => (required ? rule.required() : rule).custom(storePathOrUrl),
  });

/** An uploaded image at least the size the store shows it at. */
export const imageField = (name: string, title: string, size: { width: number; height: number }, required: boolean) =>
  defineField({
    name,
    title: `${title} (${size.width}×${size.height})`,
    type: 'image',
    options: { hotspot: true },
    validation: (rule) => (required ? rule.required() : rule).custom(minimumImageSize(size.width, size.height)),
  });
