import type { Localized } from '../../../../catalog/model.js';

/**
 * The filters the store enables in Shopify's Search & Discovery app: availability, price, product type,
 * vendor, variant options, tags, plus these metafields (the product.filters metaobject references and
 * the variant.is_discounted flag the storefront's on-sale toggle uses).
 */
export interface MetafieldFacet {
  owner: 'product' | 'variant';
  namespace: string;
  key: string;
  label: Localized;
}

export const METAFIELD_FACETS: MetafieldFacet[] = [
  { owner: 'product', namespace: 'product', key: 'filters', label: { en: 'Features', fr: 'Caractéristiques' } },
  { owner: 'variant', namespace: 'variant', key: 'is_discounted', label: { en: 'On sale', fr: 'En solde' } },
];

/** Shopify's default filter labels in the store's two languages. */
export const FACET_LABELS = {
  availability: { en: 'Availability', fr: 'Disponibilité' },
  inStock: { en: 'In stock', fr: 'En stock' },
  outOfStock: { en: 'Out of stock', fr: 'En rupture de stock' },
  price: { en: 'Price', fr: 'Prix' },
  productType: { en: 'Product type', fr: 'Type de produit' },
  vendor: { en: 'Vendor', fr: 'Fournisseur' },
  tag: { en: 'Tags', fr: 'Balises' },
  yes: { en: 'Yes', fr: 'Oui' },
  no: { en: 'No', fr: 'Non' },
} satisfies Record<string, Localized>;

/** Metaobject fields tried, in order, for a metaobject filter value's label (the seed's filter entries carry value, label = group). */
export const METAOBJECT_LABEL_FIELDS = ['value', 'label', 'title', 'name'];
