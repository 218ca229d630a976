import type { ProductRecord } from './model.js';
import type { SearchTerm } from './search-syntax.js';
import { foldText } from './text.js';

/** What a product query field needs that the record alone does not hold. */
export interface ProductFacts {
  availableForSale: boolean;
}

function compare(left: number | string, right: number | string, comparator: SearchTerm['comparator']): boolean {
  switch (comparator) {
    case '>':
      return left > right;
    case '<':
      return left < right;
    case '>=':
      return left >= right;
    case '<=':
      return left <= right;
    default:
      return left === right;
  }
}

function textEquals(actual: string, term: SearchTerm): boolean {
  const value = foldText(term.value);
  const folded = foldText(actual);
  return term.prefix ? folded.startsWith(value) : folded === value;
}

function dateTerm(actual: string, term: SearchTerm, now: Date): boolean {
  const raw = term.value.toLowerCase();
  const value = raw === 'now' ? now.toISOString() : /^\d{4}$/.test(raw) ? `${raw}-01-01T00:00:00Z` : term.value;
  const target = Date.parse(value);
  if (Number.isNaN(target)) return false;
  const time = Date.parse(actual);
  return term.comparator === ':' ? time === target : compare(time, target, term.comparator);
}

/**
 * Decides one `field:value` term of the Storefront `products(query:)` syntax for a product (fields of
 * shopify.dev's QueryRoot.products). Returns undefined for fields Shopify does not filter on.
 */
export function matchProductField(product: ProductRecord, facts: ProductFacts, term: SearchTerm, now: Date): boolean | undefined {
  const anyLanguage = (text: { en: string; fr: string }, wanted: SearchTerm) => textEquals(text.en, wanted) || textEquals(text.fr, wanted);
  switch (term.field) {
    case 'vendor':
      return textEquals(product.vendor, term);
    case 'product_type':
      return term.value.split(',').some((type) => anyLanguage(product.productType, { ...term, value: type.trim() }));
    case 'tag':
      return product.tags.some((tag) => textEquals(tag, term));
    case 'tag_not':
      return !product.tags.some((tag) => textEquals(tag, term));
    case 'title': {
      const value = foldText(term.value);
      return foldText(product.title.en).includes(value) || foldText(product.title.fr).includes(value);
    }
    case 'handle':
      return textEquals(product.handle, term);
    case 'id':
      return compare(product.id, Number(term.value.replace(/^gid:\/\/shopify\/Product\//, '')), term.comparator === ':' ? ':' : term.comparator);
    case 'available_for_sale':
      return facts.availableForSale === (term.value.toLowerCase() === 'true');
    case 'created_at':
      return dateTerm(product.createdAt, term, now);
    case 'updated_at':
      return dateTerm(product.updatedAt, term, now);
    case 'variants.price':
    case 'price': {
      const target = Number(term.value);
      return product.variants.some((variant) => compare(Number(variant.price), target, term.comparator));
    }
    case 'sku':
    case 'variants.sku':
      return product.variants.some((variant) => textEquals(variant.sku, term));
    case 'barcode':
      return product.variants.some((variant) => variant.barcode !== '' && textEquals(variant.barcode, term));
    default:
      return undefined;
  }
}
