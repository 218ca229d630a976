import type { ProductFacts } from '@/domain/ai/product-facts';
import { formatPrice } from '@/domain/pricing/money';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import type { Locale } from '@/i18n/routing';
import { CROSS_PRODUCT_PHRASES } from './cross-product-phrases';
import type { CrossProductIntent } from './cross-product-intent';

/** Another product of the catalogue, as the assistant may mention it: with its page in the shopper's language. */
export interface CatalogueProduct {
  title: string;
  /** The product page's path, /products/{handle} or /fr/products/{handle}. */
  path: string;
  price: number | null;
  priceVaries: boolean;
  available: boolean | null;
}

/** What the catalogue says around the product: cheaper products of its kind, its linked demo, used and related products. */
export interface CatalogueContext {
  cheaper: CatalogueProduct[];
  demo: CatalogueProduct | null;
  used: CatalogueProduct | null;
  related: CatalogueProduct[];
}

type Phrases = (typeof CROSS_PRODUCT_PHRASES)['en'];

function productLine(product: CatalogueProduct, t: Phrases, label?: string): string {
  const price =
    product.price === null
      ? null
      : isCallForPrice(product.price)
        ? null
        : product.priceVaries
          ? t.from(formatPrice(product.price))
          : formatPrice(product.price);
  const details = [label, price, product.available === false ? t.unavailable : null].filter(Boolean).join(', ');
  // Square brackets in a title would end the link early.
  return `- [${product.title.replace(/[[\]]/g, '')}](${product.path})${details ? `: ${details}` : ''}`;
}

/**
 * The offline assistant's answer to a question about other products, from the catalogue only: cheaper
 * products of the same kind, its accessories and companions, its demo or used units. Says so when the
 * catalogue holds no answer. (Adding to the cart is answered with a proposal: see the handler.)
 */
export function answerCrossProduct(
  intent: Exclude<CrossProductIntent, 'addToCart'>,
  facts: ProductFacts,
  context: CatalogueContext,
  locale: Locale,
): string {
  const t = CROSS_PRODUCT_PHRASES[locale];
  switch (intent) {
    case 'cheaper': {
      if (isCallForPrice(facts.price.min)) return t.callForPrice(facts.title);
      if (context.cheaper.length === 0) return t.noCheaper(facts.title);
      return [t.cheaper(facts.title, formatPrice(facts.price.min)), ...context.cheaper.map((product) => productLine(product, t))].join(
        '\n',
      );
    }
    case 'accessories': {
      const box = facts.inTheBox.length ? t.inTheBox(facts.inTheBox.join(', ')) : null;
      if (context.related.length === 0) return [t.noAccessories(facts.title), box].filter(Boolean).join('\n\n');
      return [[t.accessories(facts.title), ...context.related.map((product) => productLine(product, t))].join('\n'), box]
        .filter(Boolean)
        .join('\n\n');
    }
    case 'demo': {
      if (facts.condition !== 'new') return t.alreadyDemo(facts.title, facts.condition === 'demo' ? t.demoUnit : t.usedUnit);
      const units = [
        ...(context.demo ? [productLine(context.demo, t, t.demoUnit)] : []),
        ...(context.used ? [productLine(context.used, t, t.usedUnit)] : []),
      ];
      return units.length ? [t.demo(facts.title), ...units].join('\n') : t.noDemo(facts.title);
    }
  }
}
