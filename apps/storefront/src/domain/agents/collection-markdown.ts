import type { CollectionInfo } from '@/domain/catalog/listing';
import type { ProductSummary } from '@/domain/catalog/types';
import { formatPrice } from '@/domain/pricing/money';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import { escapeMarkdown } from './markdown-text';
import { labelledLine, type Translate } from './product-markdown';

export interface CollectionMarkdownContext {
  url: string;
  /** The absolute URL of a product's page in this language. */
  productUrl(handle: string): string;
  hasMore: boolean;
  t: Translate;
}

function productLine(product: ProductSummary, { productUrl, t }: CollectionMarkdownContext): string {
  const prices = product.variants.map((variant) => variant.price);
  const min = prices.length ? Math.min(...prices) : null;
  const price =
    min === null
      ? ''
      : isCallForPrice(min)
        ? t('callForPriceShort')
        : prices.some((value) => value !== min)
          ? t('from', { price: formatPrice(min) })
          : formatPrice(min);
  const available = product.variants.some((variant) => variant.availableForSale);
  return `- [${escapeMarkdown(product.title)}](<${productUrl(product.handle)}>): ${[price, available ? t('available') : t('unavailable')].filter(Boolean).join(', ')}`;
}

/** A collection page as Markdown for agents: its title, description and first products with price and availability. */
export function collectionMarkdown(
  collection: CollectionInfo,
  products: readonly ProductSummary[],
  context: CollectionMarkdownContext,
): string {
  const { t } = context;
  return [
    `# ${escapeMarkdown(collection.title)}`,
    '',
    ...(collection.description ? [escapeMarkdown(collection.description), ''] : []),
    labelledLine(t)(t('link'), `<${context.url}>`),
    '',
    `## ${t('products')}`,
    '',
    ...(products.length ? products.map((product) => productLine(product, context)) : [t('noProducts')]),
    ...(context.hasMore ? ['', t('moreProducts', { url: context.url })] : []),
    '',
  ].join('\n');
}
