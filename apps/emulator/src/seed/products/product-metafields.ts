import type { Localized, MetafieldRecord } from '../../catalog/model.js';
import { logoPath } from '../brand-assets.js';
import type { Brand } from '../brands.js';
import { isoDate } from '../dates.js';
import type { Spec } from '../families/family.js';
import { listMetafield, metafield } from './metafield.js';
import type { PromotionPlan } from './promotion.js';

export interface ProductMetafieldInput {
  brand: Brand;
  storefrontUrl: string;
  /** Handle of the leaf collection matching the product type. */
  typeHandle: string;
  specs: Spec[];
  box: Localized[];
  useCases: Localized[];
  releaseDate: Date;
  filterGids: string[];
  rack: string;
  shelf: string;
}

/** The product's own metafields (namespace product); references to other products are added later. */
export function productMetafields(input: ProductMetafieldInput): MetafieldRecord[] {
  const { brand } = input;
  const specsJson = (language: 'en' | 'fr') => JSON.stringify(input.specs.map((spec) => ({ label: spec.label[language], value: spec.value[language] })));
  const fields: MetafieldRecord[] = [
    metafield('product', 'brand_image_url', 'url', logoPath(brand)),
    metafield('product', 'vendor_collection_url', 'url', `${input.storefrontUrl}/collections/${brand.slug}`),
    metafield('product', 'product_type_collection_url', 'url', `${input.storefrontUrl}/collections/${input.typeHandle}`),
    metafield('product', 'specifications', 'json', { en: specsJson('en'), fr: specsJson('fr') }),
    listMetafield('product', 'whats_in_the_box', 'list.single_line_text_field', input.box),
    listMetafield('product', 'use_cases', 'list.single_line_text_field', input.useCases),
    metafield('product', 'release_date', 'date', isoDate(input.releaseDate)),
    metafield('product', 'warehouse_rack', 'single_line_text_field', input.rack),
    metafield('product', 'warehouse_shelf', 'single_line_text_field', input.shelf),
  ];
  if (input.filterGids.length > 0) fields.push(listMetafield('product', 'filters', 'list.metaobject_reference', input.filterGids.slice(0, 20)));
  return fields;
}

/** The promotion metafields of a product (text and end date), when it has a promotion. */
export function productPromotionMetafields(promotion: PromotionPlan, savedPercent: number): MetafieldRecord[] {
  const fields: MetafieldRecord[] = [];
  if (promotion.text) fields.push(metafield('product', 'promotion_text', 'multi_line_text_field', promotion.text(savedPercent)));
  if (promotion.window) fields.push(metafield('product', 'promotion_end_date', 'date_time', promotion.window.endsAt));
  return fields;
}

/** A variant's base metafields (namespace variant): its stock total and the discount flag. */
export function variantMetafields(totalQuantity: number): MetafieldRecord[] {
  return [
    metafield('variant', 'total_quantity', 'number_integer', String(totalQuantity)),
    metafield('variant', 'is_discounted', 'boolean', 'false'),
  ];
}

/** The promotion metafields of a discounted variant: info, links, end date and the sale window. */
export function variantPromotionMetafields(promotion: PromotionPlan, savedPercent: number): MetafieldRecord[] {
  const fields: MetafieldRecord[] = [];
  if (promotion.info) fields.push(metafield('variant', 'promotion_info', 'single_line_text_field', promotion.info(savedPercent)));
  if (promotion.links.length > 0) fields.push(metafield('variant', 'promotion_links', 'single_line_text_field', promotion.links.join(',')));
  if (promotion.window) {
    fields.push(metafield('variant', 'promotion_end_date', 'date_time', promotion.window.endsAt));
    fields.push(metafield('variant', 'sale', 'json', JSON.stringify({ startsAt: promotion.window.startsAt, endsAt: promotion.window.endsAt })));
  }
  return fields;
}
