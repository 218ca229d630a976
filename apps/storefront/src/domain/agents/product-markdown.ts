import { parseDescriptionHtml, sectionKind } from '@/domain/ai/description-sections';
import { formatPrice } from '@/domain/pricing/money';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import { productCondition } from '@/domain/product/condition';
import type { ProductDetail } from '@/domain/product/product-detail';
import { escapeMarkdown } from './markdown-text';

/** The page's texts in its language (messages/{locale}/agents.json). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A bullet '- **Label:** value', punctuated as the language writes it. */
export const labelledLine = (t: Translate) => (label: string, value: string) => `- ${t('labelled', { label: `**${label}**`, value })}`;

export interface ProductMarkdownContext {
  /** The product page's absolute URL in this language. */
  url: string;
  storePhone: string;
  t: Translate;
}

function priceLine(product: ProductDetail, { t, storePhone }: ProductMarkdownContext): string {
  const line = labelledLine(t);
  const prices = product.variants.map((variant) => variant.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  if (isCallForPrice(min)) return line(t('price'), t('callForPrice', { phone: storePhone }));
  const compareAt = product.variants[0]?.compareAtPrice;
  const regular = min === max && compareAt && compareAt > min ? ` (${t('regularPrice', { price: formatPrice(compareAt) })})` : '';
  return line(
    t('price'),
    min === max ? `${formatPrice(min)}${regular}` : t('priceRange', { min: formatPrice(min), max: formatPrice(max) }),
  );
}

function specLines(product: ProductDetail, t: Translate): string[] {
  const line = labelledLine(t);
  const { sections } = parseDescriptionHtml(product.descriptionHtml, product.description);
  return sections
    .filter((section) => sectionKind(section.heading) === 'specs')
    .flatMap((section) => [
      ...section.rows.map((row) => line(escapeMarkdown(row.label), escapeMarkdown(row.value))),
      ...section.items.map((item) => `- ${escapeMarkdown(item)}`),
    ])
    .slice(0, 25);
}

function boxLines(product: ProductDetail): string[] {
  const { sections } = parseDescriptionHtml(product.descriptionHtml, product.description);
  return sections
    .filter((section) => sectionKind(section.heading) === 'inTheBox')
    .flatMap((section) => [...section.items, ...section.text].map((item) => `- ${escapeMarkdown(item)}`));
}

/**
 * A product page as Markdown for agents: title, price in CAD, availability, options and their variants,
 * key specifications, what is in the box, and the link to the page (the same data as the HTML page).
 */
export function productMarkdown(product: ProductDetail, context: ProductMarkdownContext): string {
  const { t } = context;
  const line = labelledLine(t);
  const condition = productCondition(product.tags);
  const summary = parseDescriptionHtml(product.descriptionHtml, product.description).summary;
  const options = product.options.filter((option) => !(option.name === 'Title' && option.values.join() === 'Default Title'));
  const variants = product.variants.length > 1 ? product.variants : [];
  const specs = specLines(product, t);
  const box = boxLines(product);
  return [
    `# ${escapeMarkdown(product.title)}`,
    '',
    priceLine(product, context),
    line(t('availability'), product.availableForSale ? t('available') : t('unavailable')),
    ...(condition ? [line(t('condition'), t(condition))] : []),
    line(t('brand'), escapeMarkdown(product.vendor)),
    ...(product.productType ? [line(t('type'), escapeMarkdown(product.productType))] : []),
    ...(product.variants[0]?.sku ? [line(t('sku'), escapeMarkdown(product.variants[0].sku))] : []),
    line(t('link'), `<${context.url}>`),
    ...(summary ? ['', escapeMarkdown(summary)] : []),
    ...(options.length
      ? [
          '',
          `## ${t('options')}`,
          '',
          ...options.map((option) => line(escapeMarkdown(option.name), option.values.map(escapeMarkdown).join(', '))),
        ]
      : []),
    ...(variants.length
      ? [
          '',
          `## ${t('variants')}`,
          '',
          ...variants.map(
            (variant) =>
              `- ${escapeMarkdown(variant.title)}: ${isCallForPrice(variant.price) ? t('callForPriceShort') : formatPrice(variant.price)}, ${variant.availableForSale ? t('available') : t('unavailable')}`,
          ),
        ]
      : []),
    ...(specs.length ? ['', `## ${t('keySpecs')}`, '', ...specs] : []),
    ...(box.length ? ['', `## ${t('inTheBox')}`, '', ...box] : []),
    '',
  ].join('\n');
}
