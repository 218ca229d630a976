'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useLocale } from 'next-intl';
import {
  NEW_PRODUCT_LIMITS,
  validateNewProduct,
  type NewProductField,
  type NewProductFieldErrors,
  type NewProductInput,
} from '@/domain/staff/new-product';
import type { Locale } from '@/i18n/routing';
import { fill } from './fill-message';
import type { NewProductMessages } from './new-product-messages';
import { ImageUrlFields } from './image-url-fields';
import { FormField } from './form-field';

type Values = Omit<NewProductInput, 'imageUrls'> & { imageUrls: string[] };
type Outcome = { kind: 'created'; title: string; handle: string; frenchSaved: boolean } | { kind: 'failed'; message: string } | null;

const EMPTY: Values = {
  title: '',
  vendor: '',
  productType: '',
  price: '',
  sku: '',
  upc: '',
  descriptionEn: '',
  descriptionFr: '',
  imageUrls: [''],
};
const FIELD_ORDER: NewProductField[] = [
  'title',
  'vendor',
  'productType',
  'price',
  'sku',
  'upc',
  'descriptionEn',
  'descriptionFr',
  'imageUrls',
];
const fieldId = (field: NewProductField) => (field === 'imageUrls' ? 'np-imageUrls-0' : `np-${field}`);

/** The staff new-product form: checked in the browser, then by the server, which creates a DRAFT. */
export function NewProductForm({ messages }: { messages: NewProductMessages }) {
  // The price is typed the way this language writes it: 1,299.99 in English, 1 299,99 in French.
  const locale = useLocale() as Locale;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<NewProductFieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const summary = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLDivElement>(null);

  const update = (next: Values) => {
    setValues(next);
    // After a first attempt, errors follow the typing so a fixed field clears at once.
    if (attempted) {
      const result = validateNewProduct(next, locale);
      setErrors(result.ok ? {} : result.fieldErrors);
    }
  };
  const set = (field: Exclude<NewProductField, 'imageUrls'>) => (value: string) => update({ ...values, [field]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setOutcome(null);
    const result = validateNewProduct(values, locale);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const response = await fetch('/api/new-product', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        // The fields as typed, with the language: the server reads and normalises them itself.
        body: JSON.stringify({ ...values, locale }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        product?: { title: string; handle: string };
        frenchDescriptionSaved?: boolean;
        error?: string;
        fieldErrors?: NewProductFieldErrors;
      };
      if (response.ok && body.product) {
        setOutcome({
          kind: 'created',
          title: body.product.title,
          handle: body.product.handle,
          frenchSaved: body.frenchDescriptionSaved !== false,
        });
        setValues(EMPTY);
        setAttempted(false);
      } else if (response.status === 400 && body.fieldErrors) {
        setErrors(body.fieldErrors);
        requestAnimationFrame(() => summary.current?.focus());
        return;
      } else {
        const message =
          response.status === 401
            ? messages.errors.signedOut
            : response.status === 403
              ? messages.errors.forbidden
              : fill(messages.errors.server, { message: body.error ?? response.statusText });
        setOutcome({ kind: 'failed', message });
      }
    } catch {
      setOutcome({ kind: 'failed', message: messages.errors.network });
    } finally {
      setBusy(false);
    }
    requestAnimationFrame(() => status.current?.focus());
  };

  const invalid = FIELD_ORDER.filter((field) => errors[field]);
  const fieldProps = (field: Exclude<NewProductField, 'imageUrls'>) => ({
    id: fieldId(field),
    label: messages.fields[field],
    value: values[field],
    onChange: set(field),
    error: errors[field] ? messages.errors[errors[field]] : undefined,
    requiredMark: messages.requiredMark,
    optionalMark: messages.optionalMark,
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy || undefined}>
      {invalid.length > 0 ? (
        <div ref={summary} tabIndex={-1} role="alert" className="rounded-lg border border-brand bg-brand-light p-4">
          <p className="font-semibold">{messages.errors.summary}</p>
          <ul className="mt-2 list-disc pl-5">
            {invalid.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} className="underline">
                  {fill(messages.summaryItem, { field: messages.fields[field], error: messages.errors[errors[field]!] })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div ref={status} tabIndex={-1} role="status" className="empty:hidden">
        {outcome?.kind === 'created' ? (
          <div className="rounded-lg border border-green-700 bg-green-50 p-4">
            <p className="font-semibold text-green-900">{fill(messages.success, { title: outcome.title, handle: outcome.handle })}</p>
            {outcome.frenchSaved ? null : <p className="mt-1 text-amber-800">{messages.frenchFailed}</p>}
          </div>
        ) : outcome?.kind === 'failed' ? (
          <p className="rounded-lg border border-brand bg-brand-light p-4 font-semibold text-brand-dark">{outcome.message}</p>
        ) : null}
      </div>
      <FormField {...fieldProps('title')} required maxLength={NEW_PRODUCT_LIMITS.text} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...fieldProps('vendor')} required maxLength={NEW_PRODUCT_LIMITS.text} />
        <FormField {...fieldProps('productType')} required maxLength={NEW_PRODUCT_LIMITS.text} hint={messages.hints.productType} />
        <FormField {...fieldProps('price')} required inputMode="decimal" hint={messages.hints.price} />
        <FormField {...fieldProps('sku')} required maxLength={NEW_PRODUCT_LIMITS.sku} hint={messages.hints.sku} />
        <FormField {...fieldProps('upc')} inputMode="numeric" hint={messages.hints.upc} />
      </div>
      <FormField
        {...fieldProps('descriptionEn')}
        required
        multiline
        lang="en"
        hint={messages.hints.description}
        maxLength={NEW_PRODUCT_LIMITS.description}
      />
      <FormField
        {...fieldProps('descriptionFr')}
        required
        multiline
        lang="fr"
        hint={messages.hints.description}
        maxLength={NEW_PRODUCT_LIMITS.description}
      />
      <ImageUrlFields
        urls={values.imageUrls}
        onChange={(imageUrls) => update({ ...values, imageUrls })}
        error={errors.imageUrls ? messages.errors[errors.imageUrls] : undefined}
        messages={messages}
      />
      <div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? messages.submitting : messages.submit}
        </button>
      </div>
    </form>
  );
}
