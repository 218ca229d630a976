import type { Localized, ProductOptionRecord, ProductRecord } from '../../../catalog/model.js';
import { isVariantAvailable } from '../../../catalog/stock.js';
import { toGid } from '../../gid.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { optionsOf, selectedOptionsOf } from './product-facts.js';
import { variantSource } from './sources.js';

export interface OptionSource {
  __typename: 'ProductOption';
  record: ProductOptionRecord;
  product: ProductRecord;
}

interface OptionValueSource {
  __typename: 'ProductOptionValue';
  option: ProductOptionRecord;
  value: Localized;
  position: number;
  product: ProductRecord;
}

export function productOptions(product: ProductRecord, first?: number | null): OptionSource[] {
  const options = optionsOf(product).map((record): OptionSource => ({ __typename: 'ProductOption', record, product }));
  return first !== undefined && first !== null ? options.slice(0, Math.max(0, first)) : options;
}

export const productOptionResolvers: StorefrontResolverMap = {
  ProductOption: {
    id: (source: OptionSource) => toGid('ProductOption', source.record.id),
    name: (source: OptionSource, _args: unknown, context: StorefrontContext) => context.text(source.record.name),
    values: (source: OptionSource, _args: unknown, context: StorefrontContext) => source.record.values.map((value) => context.text(value)),
    optionValues: (source: OptionSource): OptionValueSource[] =>
      source.record.values.map((value, position) => ({ __typename: 'ProductOptionValue', option: source.record, value, position, product: source.product })),
  },
  ProductOptionValue: {
    id: (source: OptionValueSource) => toGid('ProductOptionValue', source.option.id * 100 + source.position),
    name: (source: OptionValueSource, _args: unknown, context: StorefrontContext) => context.text(source.value),
    swatch: () => null,
    // The first variant carrying this value, preferring one that can be bought.
    firstSelectableVariant: (source: OptionValueSource, _args: unknown, context: StorefrontContext) => {
      const carrying = source.product.variants.filter((variant) =>
        selectedOptionsOf(variant).some((option) => option.name.en === source.option.name.en && option.value.en === source.value.en),
      );
      const chosen = carrying.find((variant) => isVariantAvailable(variant, context.stock(variant.id))) ?? carrying[0];
      return chosen ? variantSource(chosen, source.product) : null;
    },
  },
};
