import type { Localized, MetafieldRecord } from '../../catalog/model.js';

/** A metafield record; text values may be localised. */
export function metafield(namespace: string, key: string, type: string, value: string | Localized): MetafieldRecord {
  return { namespace, key, type, value };
}

/** A list metafield: Shopify stores lists as a JSON array string. */
export function listMetafield(namespace: string, key: string, type: string, values: readonly string[] | readonly Localized[]): MetafieldRecord {
  const items = values as readonly (string | Localized)[];
  if (items.every((item) => typeof item === 'string')) return metafield(namespace, key, type, JSON.stringify(items));
  const localized = items as readonly Localized[];
  return metafield(namespace, key, type, {
    en: JSON.stringify(localized.map((item) => item.en)),
    fr: JSON.stringify(localized.map((item) => item.fr)),
  });
}
