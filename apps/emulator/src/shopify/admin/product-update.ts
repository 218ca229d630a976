import type { ProductRecord } from '../../catalog/model.js';
import { numericId } from '../gid.js';
import type { AdminContext } from './admin-context.js';
import { editedSource } from './localized-edit.js';

interface ProductUpdateInput {
  id?: string | null;
  title?: string | null;
  descriptionHtml?: string | null;
  vendor?: string | null;
  productType?: string | null;
  tags?: string[] | null;
  seo?: { title?: string | null; description?: string | null } | null;
}

interface UserError {
  field: string[];
  message: string;
}

const MAX = 255;

function validate(input: ProductUpdateInput): UserError[] {
  const errors: UserError[] = [];
  if (input.title !== undefined) {
    const title = (input.title ?? '').trim();
    if (title === '') errors.push({ field: ['title'], message: "Title can't be blank" });
    else if (title.length > MAX) errors.push({ field: ['title'], message: 'Title is too long (maximum is 255 characters)' });
  }
  if ((input.vendor ?? '').length > MAX) errors.push({ field: ['vendor'], message: 'Vendor is too long (maximum is 255 characters)' });
  if ((input.productType ?? '').length > MAX) errors.push({ field: ['productType'], message: 'Product type is too long (maximum is 255 characters)' });
  return errors;
}

/** The product with the fields the input names (present in it, even as null) changed. */
function updated(current: ProductRecord, input: ProductUpdateInput, at: string): ProductRecord {
  const next: ProductRecord = { ...current, updatedAt: at };
  if (input.title !== undefined) next.title = editedSource(current.title, input.title!.trim());
  if (input.descriptionHtml !== undefined) next.descriptionHtml = editedSource(current.descriptionHtml, input.descriptionHtml ?? '');
  if (input.vendor !== undefined) next.vendor = (input.vendor ?? '').trim() || current.vendor;
  if (input.productType !== undefined) next.productType = editedSource(current.productType, (input.productType ?? '').trim());
  if (input.tags !== undefined) next.tags = [...new Set((input.tags ?? []).map((tag) => tag.trim()).filter(Boolean))].sort();
  if (input.seo) {
    const text = (value: string | null | undefined, was: ProductRecord['seo']['title']) =>
      value === undefined ? was : value ? editedSource(was ?? { en: '', fr: '' }, value) : null;
    next.seo = { title: text(input.seo.title, current.seo.title), description: text(input.seo.description, current.seo.description) };
  }
  return next;
}

/**
 * productUpdate(product:): a product's texts, vendor, type, tags and SEO, in the shop's language
 * (English). The Storefront API serves the change at once and products/update webhooks go out.
 */
export function productUpdate(_root: unknown, args: { product?: ProductUpdateInput | null }, context: AdminContext) {
  const input = args.product ?? {};
  const id = numericId(input.id, 'Product');
  const current = id === null ? undefined : context.catalog.productById(id, { includeDrafts: true });
  if (!current) return { product: null, userErrors: [{ field: ['id'], message: 'Product does not exist' }] };
  const userErrors = validate(input);
  if (userErrors.length) return { product: null, userErrors };
  const product = context.catalog.updateProduct(current.id, (record) => updated(record, input, context.now().toISOString()))!;
  return { product: { ...product, __typename: 'Product' }, userErrors: [] };
}
