import type { NewProductError, NewProductField } from '@/domain/staff/new-product';

/** The form's texts, read on the server (i18n/client-templates.ts) and handed to the browser form as a prop. */
export interface NewProductMessages {
  requiredMark: string;
  optionalMark: string;
  fields: Record<NewProductField, string>;
  hints: { productType: string; price: string; sku: string; upc: string; description: string; imageUrls: string };
  imageUrl: string;
  addImage: string;
  removeImage: string;
  submit: string;
  submitting: string;
  errors: Record<NewProductError, string> & { summary: string; network: string; signedOut: string; forbidden: string; server: string };
  success: string;
  frenchFailed: string;
  /** One line of the error summary: '{field}: {error}'. */
  summaryItem: string;
}
