import type { ImageRecord, Localized, MetafieldRecord, ProductOptionRecord, ProductRecord, VariantRecord } from '../../catalog/model.js';
import { toGid } from '../gid.js';
import type { AdminContext } from './admin-context.js';
import { firstFreeHandle, normalizeHandle } from './handles.js';

interface OptionSetInput {
  name?: string | null;
  values?: { name?: string | null }[] | null;
}

interface VariantSetInput {
  optionValues: { name?: string | null; optionName?: string | null }[];
  price?: string | null;
  compareAtPrice?: string | null;
  sku?: string | null;
  barcode?: string | null;
  inventoryPolicy?: 'CONTINUE' | 'DENY' | null;
}

interface FileSetInput {
  originalSource?: string | null;
  contentType?: string | null;
  alt?: string | null;
}

interface ProductSetInput {
  title?: string | null;
  handle?: string | null;
  descriptionHtml?: string | null;
  vendor?: string | null;
  productType?: string | null;
  tags?: string[] | null;
  status?: 'ACTIVE' | 'ARCHIVED' | 'DRAFT' | null;
  seo?: { title?: string | null; description?: string | null } | null;
  productOptions?: OptionSetInput[] | null;
  variants?: VariantSetInput[] | null;
  files?: FileSetInput[] | null;
  metafields?: { namespace?: string | null; key?: string | null; type?: string | null; value?: string | null }[] | null;
}

interface UserError {
  field: (string | number)[];
  message: string;
  code: string;
}

const MAX = 255;
const MAX_OPTIONS = 3;
const MAX_VARIANTS = 2048;
const MAX_FILES = 250;
const DEFAULT_OPTION = { name: 'Title', value: 'Default Title' };
const both = (text: string): Localized => ({ en: text, fr: text });
const error = (field: (string | number)[], message: string, code: string): UserError => ({ field: field.map(String), message, code });

function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The product's options: the ones given, or Shopify's single "Title" option with "Default Title". */
function optionsOf(input: ProductSetInput): { name: string; values: string[] }[] {
  if (!input.productOptions?.length) return [{ name: DEFAULT_OPTION.name, values: [DEFAULT_OPTION.value] }];
  return input.productOptions.map((option) => ({
    name: (option.name ?? '').trim(),
    values: (option.values ?? []).map((value) => (value.name ?? '').trim()),
  }));
}

function validate(input: ProductSetInput, options: { name: string; values: string[] }[], context: AdminContext): UserError[] {
  const errors: UserError[] = [];
  const title = (input.title ?? '').trim();
  if (title === '') errors.push(error(['input', 'title'], "Title can't be blank", 'INVALID_PRODUCT'));
  else if (title.length > MAX) errors.push(error(['input', 'title'], 'Title is too long (maximum is 255 characters)', 'INVALID_PRODUCT'));
  if ((input.vendor ?? '').length > MAX) errors.push(error(['input', 'vendor'], 'Vendor is too long (maximum is 255 characters)', 'INVALID_PRODUCT'));
  if ((input.productType ?? '').length > MAX) errors.push(error(['input', 'productType'], 'Product type is too long (maximum is 255 characters)', 'INVALID_PRODUCT'));
  const handle = normalizeHandle(input.handle ?? '');
  if (handle && context.catalog.productByHandle(handle, { includeDrafts: true })) {
    errors.push(error(['input', 'handle'], `Handle '${input.handle}' already in use. Please provide a new handle.`, 'HANDLE_NOT_UNIQUE'));
  }
  if (options.length > MAX_OPTIONS) errors.push(error(['input', 'productOptions'], 'Can only specify a maximum of 3 options', 'OPTIONS_OVER_LIMIT'));
  options.forEach((option, index) => {
    if (!option.name || option.values.length === 0 || option.values.some((value) => !value)) {
      errors.push(error(['input', 'productOptions', index], 'Each option needs a name and at least one value', 'INVALID_INPUT'));
    }
    if (options.findIndex((other) => other.name === option.name) !== index) {
      errors.push(error(['input', 'productOptions', index, 'name'], `Duplicated option name '${option.name}'`, 'DUPLICATED_OPTION_NAME'));
    }
    if (new Set(option.values).size !== option.values.length) {
      errors.push(error(['input', 'productOptions', index, 'values'], `Duplicated option value for '${option.name}'`, 'DUPLICATED_OPTION_VALUE'));
    }
  });
  const variants = input.variants ?? [];
  if (variants.length > MAX_VARIANTS) errors.push(error(['input', 'variants'], 'Too many variants', 'VARIANTS_OVER_LIMIT'));
  variants.forEach((variant, index) => {
    const at = ['input', 'variants', index];
    for (const option of options) {
      const chosen = variant.optionValues.find((value) => (value.optionName ?? '').trim() === option.name);
      if (!chosen) errors.push(error([...at, 'optionValues'], `Option value for '${option.name}' is missing`, 'OPTION_VALUES_MISSING'));
      else if (!option.values.includes((chosen.name ?? '').trim())) {
        errors.push(error([...at, 'optionValues'], `Option value '${chosen.name}' does not exist for '${option.name}'`, 'OPTION_VALUE_DOES_NOT_EXIST'));
      }
    }
    for (const value of variant.optionValues) {
      if (!options.some((option) => option.name === (value.optionName ?? '').trim())) {
        errors.push(error([...at, 'optionValues'], `Option '${value.optionName}' does not exist`, 'OPTION_DOES_NOT_EXIST'));
      }
    }
    for (const field of ['price', 'compareAtPrice'] as const) {
      const raw = variant[field];
      if (raw !== null && raw !== undefined && !(Number.isFinite(Number(raw)) && Number(raw) >= 0 && raw.trim() !== '')) {
        errors.push(error([...at, field], `${field === 'price' ? 'Price' : 'Compare at price'} must be greater than or equal to 0`, 'INVALID_VARIANT'));
      }
    }
    if ((variant.sku ?? '').length > MAX) errors.push(error([...at, 'sku'], 'SKU is too long (maximum is 255 characters)', 'INVALID_VARIANT'));
    if ((variant.barcode ?? '').length > MAX) errors.push(error([...at, 'barcode'], 'Barcode is too long (maximum is 255 characters)', 'INVALID_VARIANT'));
  });
  const files = input.files ?? [];
  if (files.length > MAX_FILES) errors.push(error(['input', 'files'], 'Too many files', 'INVALID_INPUT'));
  files.forEach((file, index) => {
    if (file.contentType && file.contentType !== 'IMAGE') errors.push(error(['input', 'files', index, 'contentType'], 'This store accepts image files only', 'INVALID_INPUT'));
    if (!file.originalSource || !isWebUrl(file.originalSource)) errors.push(error(['input', 'files', index, 'originalSource'], 'Image URL is invalid', 'INVALID_INPUT'));
  });
  (input.metafields ?? []).forEach((field, index) => {
    if (!field.namespace || !field.key || !field.type || field.value === null || field.value === undefined) {
      errors.push(error(['input', 'metafields', index], 'Metafields need a namespace, a key, a type and a value', 'INVALID_METAFIELD'));
    }
  });
  return errors;
}

function money(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : Number(value).toFixed(2);
}

function variantRecords(input: ProductSetInput, options: { name: string; values: string[] }[], context: AdminContext): VariantRecord[] {
  const inputs: VariantSetInput[] = input.variants?.length
    ? input.variants
    : [{ optionValues: options.map((option) => ({ optionName: option.name, name: option.values[0] })) }];
  return inputs.map((variant) => {
    const selected = options.map((option) => ({
      name: option.name,
      value: (variant.optionValues.find((value) => (value.optionName ?? '').trim() === option.name)?.name ?? '').trim(),
    }));
    const isDefault = selected.length === 1 && selected[0]!.name === DEFAULT_OPTION.name && selected[0]!.value === DEFAULT_OPTION.value;
    return {
      id: context.catalog.nextId('variant'),
      productId: 0,
      title: both(selected.map((option) => option.value).join(' / ')),
      sku: (variant.sku ?? '').trim(),
      barcode: (variant.barcode ?? '').trim(),
      price: money(variant.price) ?? '0.00',
      compareAtPrice: money(variant.compareAtPrice),
      selectedOptions: isDefault ? [] : selected.map((option) => ({ name: both(option.name), value: both(option.value) })),
      imageId: null,
      inventory: { store: 0, warehouse: 0 },
      inventoryPolicy: variant.inventoryPolicy === 'CONTINUE' ? 'CONTINUE' : 'DENY',
      requiresShipping: true,
      weightGrams: 0,
      metafields: [],
    };
  });
}

/**
 * productSet(input:) creating a product in one call, as Shopify's sync mutation does: options,
 * variants (price, SKU, barcode), image files by URL and metafields. The slice has no `identifier`
 * argument, so every call creates. Images keep their source URL (the emulator does not download them).
 */
export function productSet(_root: unknown, args: { input: ProductSetInput; synchronous?: boolean | null }, context: AdminContext) {
  const { input } = args;
  const options = optionsOf(input);
  const userErrors = validate(input, options, context);
  if (userErrors.length) return { product: null, productSetOperation: null, userErrors };
  const { catalog } = context;
  const title = input.title!.trim();
  const taken = (handle: string) => catalog.productByHandle(handle, { includeDrafts: true }) !== undefined;
  const handle = normalizeHandle(input.handle ?? '') || firstFreeHandle(normalizeHandle(title) || 'product', taken);
  const now = context.now().toISOString();
  const status = input.status === 'ACTIVE' || !input.status ? 'ACTIVE' : 'DRAFT';
  const isDefault = !input.productOptions?.length;
  const optionRecords: ProductOptionRecord[] = isDefault
    ? []
    : options.map((option) => ({ id: catalog.nextId('option'), name: both(option.name), values: option.values.map(both) }));
  const images: ImageRecord[] = (input.files ?? []).map((file) => ({
    id: catalog.nextId('image'),
    path: file.originalSource!,
    altText: both((file.alt ?? '').trim()),
    width: 0,
    height: 0,
  }));
  const metafields: MetafieldRecord[] = (input.metafields ?? []).map((field) => ({
    namespace: field.namespace!,
    key: field.key!,
    type: field.type!,
    value: field.value!,
  }));
  const record: Omit<ProductRecord, 'id'> = {
    handle,
    status,
    title: both(title),
    descriptionHtml: both(input.descriptionHtml ?? ''),
    vendor: input.vendor?.trim() || catalog.shop().name,
    productType: both((input.productType ?? '').trim()),
    tags: [...new Set((input.tags ?? []).map((tag) => tag.trim()).filter(Boolean))].sort(),
    createdAt: now,
    updatedAt: now,
    publishedAt: status === 'ACTIVE' ? now : null,
    options: optionRecords,
    images,
    variants: variantRecords(input, options, context),
    metafields,
    seo: { title: input.seo?.title ? both(input.seo.title) : null, description: input.seo?.description ? both(input.seo.description) : null },
    salesRank: 0,
  };
  const product = { ...catalog.insertProduct(record), __typename: 'Product' };
  if (args.synchronous === false) {
    return {
      product: null,
      productSetOperation: { id: toGid('ProductSetOperation', product.id), status: 'COMPLETE', product, userErrors: [] },
      userErrors: [],
    };
  }
  return { product, productSetOperation: null, userErrors: [] };
}
