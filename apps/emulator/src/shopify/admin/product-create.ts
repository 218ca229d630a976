import type { Localized, ProductRecord } from '../../catalog/model.js';
import type { AdminContext } from './admin-context.js';
import { firstFreeHandle, normalizeHandle } from './handles.js';

interface ProductCreateInput {
  title?: string | null;
  handle?: string | null;
  descriptionHtml?: string | null;
  vendor?: string | null;
  productType?: string | null;
  tags?: string[] | null;
  status?: 'ACTIVE' | 'ARCHIVED' | 'DRAFT' | null;
  seo?: { title?: string | null; description?: string | null } | null;
}

interface UserError {
  field: string[];
  message: string;
}

const MAX = 255;
const both = (text: string): Localized => ({ en: text, fr: text });

function validate(input: ProductCreateInput): UserError[] {
  const errors: UserError[] = [];
  const title = (input.title ?? '').trim();
  if (title === '') errors.push({ field: ['title'], message: "Title can't be blank" });
  else if (title.length > MAX) errors.push({ field: ['title'], message: 'Title is too long (maximum is 255 characters)' });
  if ((input.vendor ?? '').length > MAX) errors.push({ field: ['vendor'], message: 'Vendor is too long (maximum is 255 characters)' });
  if ((input.productType ?? '').length > MAX) {
    errors.push({ field: ['productType'], message: 'Product type is too long (maximum is 255 characters)' });
    errors.push({ field: ['customProductType'], message: 'Custom product type is too long (maximum is 255 characters)' });
  }
  return errors;
}

/**
 * productCreate(product:): a product with one default variant, DRAFT unless asked otherwise, so
 * the staff's new products stay out of the Storefront API until published.
 */
export function productCreate(_root: unknown, args: { product?: ProductCreateInput | null }, context: AdminContext) {
  const input = args.product ?? {};
  const userErrors = validate(input);
  if (userErrors.length) return { product: null, userErrors };
  const { catalog } = context;
  const taken = (handle: string) => catalog.productByHandle(handle, { includeDrafts: true }) !== undefined;
  const explicit = normalizeHandle(input.handle ?? '');
  if (explicit && taken(explicit)) {
    return { product: null, userErrors: [{ field: ['input', 'handle'], message: `Handle '${input.handle}' already in use. Please provide a new handle.` }] };
  }
  const title = input.title!.trim();
  const handle = explicit || firstFreeHandle(normalizeHandle(title) || 'product', taken);
  const now = context.now().toISOString();
  const status = input.status === 'ACTIVE' ? 'ACTIVE' : 'DRAFT';
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
    options: [],
    images: [],
    variants: [
      {
        id: catalog.nextId('variant'),
        productId: 0,
        title: both('Default Title'),
        sku: '',
        barcode: '',
        price: '0.00',
        compareAtPrice: null,
        selectedOptions: [],
        imageId: null,
        inventory: { store: 0, warehouse: 0 },
        inventoryPolicy: 'DENY',
        requiresShipping: true,
        weightGrams: 0,
        metafields: [],
      },
    ],
    metafields: [],
    seo: { title: input.seo?.title ? both(input.seo.title) : null, description: input.seo?.description ? both(input.seo.description) : null },
    salesRank: 0,
  };
  return { product: catalog.insertProduct(record), userErrors: [] };
}
