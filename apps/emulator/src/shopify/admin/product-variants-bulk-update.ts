import type { ProductRecord, VariantRecord } from '../../catalog/model.js';
import { numericId } from '../gid.js';
import type { AdminContext, VariantSource } from './admin-context.js';

interface VariantInput {
  id?: string | null;
  price?: string | null;
  compareAtPrice?: string | null;
  barcode?: string | null;
  inventoryPolicy?: 'CONTINUE' | 'DENY' | null;
  inventoryItem?: { sku?: string | null; requiresShipping?: boolean | null; tracked?: boolean | null } | null;
  inventoryQuantities?: unknown[] | null;
  taxable?: boolean | null;
}

interface UserError {
  code: string;
  field: string[];
  message: string;
}

const MAX = 255;
const isMoney = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

function errorsOf(input: VariantInput, index: number, product: ProductRecord): UserError[] {
  const at = (...path: string[]) => ['variants', String(index), ...path];
  if (!input.id) return [{ code: 'PRODUCT_VARIANT_ID_MISSING', field: at('id'), message: 'Product variant is missing ID attribute' }];
  const id = numericId(input.id, 'ProductVariant');
  if (id === null || !product.variants.some((variant) => variant.id === id)) {
    return [{ code: 'PRODUCT_VARIANT_DOES_NOT_EXIST', field: at('id'), message: 'Product variant does not exist' }];
  }
  const errors: UserError[] = [];
  if (input.inventoryQuantities) {
    errors.push({
      code: 'NO_INVENTORY_QUANTITIES_ON_VARIANTS_UPDATE',
      field: at('inventoryQuantities'),
      message: 'Inventory quantities can only be provided during create. To update inventory for existing variants, use inventoryAdjustQuantities.',
    });
  }
  for (const key of ['price', 'compareAtPrice'] as const) {
    const value = input[key];
    if (value === undefined || (value === null && key === 'compareAtPrice')) continue;
    if (value === null || !isMoney(value)) errors.push({ code: 'INVALID_INPUT', field: at(key), message: `${key === 'price' ? 'Price' : 'Compare at price'} is invalid` });
    else if (Number(value) < 0) errors.push({ code: 'GREATER_THAN_OR_EQUAL_TO', field: at(key), message: `${key === 'price' ? 'Price' : 'Compare at price'} must be greater than or equal to 0` });
  }
  if ((input.barcode ?? '').length > MAX) errors.push({ code: 'TOO_LONG', field: at('barcode'), message: 'Barcode is too long (maximum is 255 characters)' });
  if ((input.inventoryItem?.sku ?? '').length > MAX) errors.push({ code: 'TOO_LONG', field: at('inventoryItem', 'sku'), message: 'SKU is too long (maximum is 255 characters)' });
  return errors;
}

function changed(variant: VariantRecord, input: VariantInput): VariantRecord {
  const next = { ...variant };
  if (input.price !== undefined && input.price !== null) next.price = Number(input.price).toFixed(2);
  if (input.compareAtPrice !== undefined) next.compareAtPrice = input.compareAtPrice === null ? null : Number(input.compareAtPrice).toFixed(2);
  if (input.barcode !== undefined) next.barcode = (input.barcode ?? '').trim();
  if (input.inventoryPolicy) next.inventoryPolicy = input.inventoryPolicy;
  if (input.inventoryItem?.sku !== undefined) next.sku = (input.inventoryItem.sku ?? '').trim();
  // A service (priority delivery) is not shipped: the checkout asks no shipping for it alone.
  if (typeof input.inventoryItem?.requiresShipping === 'boolean') next.requiresShipping = input.inventoryItem.requiresShipping;
  return next;
}

/**
 * productVariantsBulkUpdate: prices, compare-at prices, barcodes, SKUs, shipping needs and inventory policies of a
 * product's variants, all or nothing unless allowPartialUpdates. Stock is inventorySetQuantities' job.
 */
export function productVariantsBulkUpdate(
  _root: unknown,
  args: { productId: string; variants: VariantInput[]; allowPartialUpdates?: boolean | null },
  context: AdminContext,
) {
  const id = numericId(args.productId, 'Product');
  const product = id === null ? undefined : context.catalog.productById(id, { includeDrafts: true });
  if (!product) return { product: null, productVariants: null, userErrors: [{ code: 'PRODUCT_DOES_NOT_EXIST', field: ['productId'], message: 'Product does not exist' }] };
  const checked = args.variants.map((input, index) => ({ input, errors: errorsOf(input, index, product) }));
  const userErrors = checked.flatMap((entry) => entry.errors);
  if (userErrors.length && !args.allowPartialUpdates) return { product: null, productVariants: null, userErrors };
  const changes = new Map(checked.filter((entry) => entry.errors.length === 0).map(({ input }) => [numericId(input.id, 'ProductVariant')!, input]));
  if (changes.size === 0) return { product: { ...product, __typename: 'Product' }, productVariants: [], userErrors };
  const at = context.now().toISOString();
  const saved = context.catalog.updateProduct(product.id, (current) => ({
    ...current,
    updatedAt: at,
    variants: current.variants.map((variant) => (changes.has(variant.id) ? changed(variant, changes.get(variant.id)!) : variant)),
  }))!;
  const productVariants: VariantSource[] = saved.variants
    .filter((variant) => changes.has(variant.id))
    .map((variant) => ({ variant, product: saved, __typename: 'ProductVariant' }));
  return { product: { ...saved, __typename: 'Product' }, productVariants, userErrors };
}
