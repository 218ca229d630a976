import { findReleaseDate, parseDescriptionHtml, sectionKind } from '@/domain/ai/description-sections';
import type { ProductFacts } from '@/domain/ai/product-facts';
import { toAmount } from '@/domain/pricing/money';
import { productCondition } from '@/domain/product/condition';
import type { AssistantProductQuery } from '@/lib/shopify/generated/storefront.generated';

type Product = NonNullable<AssistantProductQuery['product']>;

/** Maps the provider's product to the facts the assistant may use (description sections by kind). */
export function toProductFacts(product: Product): ProductFacts {
  const { summary, sections } = parseDescriptionHtml(product.descriptionHtml, product.description);
  const facts: Pick<ProductFacts, 'specs' | 'inTheBox' | 'useCases' | 'otherSections'> = {
    specs: [],
    inTheBox: [],
    useCases: [],
    otherSections: [],
  };
  for (const section of sections) {
    const kind = sectionKind(section.heading);
    const lines = [...section.items, ...section.text];
    if (kind === 'specs' || (kind === 'other' && section.rows.length > 0 && lines.length === 0)) {
      facts.specs.push(...section.rows, ...lines.map((line) => ({ label: section.heading, value: line })));
    } else if (kind === 'inTheBox') facts.inTheBox.push(...lines);
    else if (kind === 'useCases') facts.useCases.push(...lines);
    else
      facts.otherSections.push({ heading: section.heading, lines: [...section.rows.map((row) => `${row.label}: ${row.value}`), ...lines] });
  }
  const variants = product.variants.nodes.map((variant) => ({
    id: variant.id ?? null,
    title: variant.title,
    available: variant.availableForSale,
    price: toAmount(variant.price.amount) ?? 0,
    compareAt: toAmount(variant.compareAtPrice?.amount),
  }));
  const prices = variants.map((variant) => variant.price);
  const compareAts = variants.map((variant) => variant.compareAt).filter((value): value is number => value !== null);
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    productType: product.productType,
    summary,
    ...facts,
    releaseDate: findReleaseDate(summary),
    price: {
      min: prices.length ? Math.min(...prices) : 0,
      max: prices.length ? Math.max(...prices) : 0,
      compareAt: compareAts.length ? Math.max(...compareAts) : null,
    },
    available: product.availableForSale,
    condition: productCondition(product.tags) ?? 'new',
    soleVariant:
      variants.length === 1 && variants[0]!.title === 'Default Title'
        ? { id: variants[0]!.id, available: variants[0]!.available, price: variants[0]!.price }
        : null,
    variants: variants
      .filter((variant) => variant.title !== 'Default Title' || variants.length > 1)
      .map(({ id, title, available, price }) => ({ id, title, available, price })),
  };
}
