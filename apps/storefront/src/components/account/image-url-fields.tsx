'use client';

import { NEW_PRODUCT_LIMITS } from '@/domain/staff/new-product';
import { fill } from './fill-message';
import type { NewProductMessages } from './new-product-messages';

interface ImageUrlFieldsProps {
  urls: string[];
  onChange: (urls: string[]) => void;
  error?: string;
  messages: NewProductMessages;
}

/** Image URLs, one per row: add up to 10, remove any (images by URL, STAFF-04). */
export function ImageUrlFields({ urls, onChange, error, messages }: ImageUrlFieldsProps) {
  const describedBy = ['np-imageUrls-hint', error ? 'np-imageUrls-error' : null].filter(Boolean).join(' ');
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="font-semibold">
        {messages.fields.imageUrls} <span className="text-sm font-normal text-neutral-600">{messages.optionalMark}</span>
      </legend>
      <p id="np-imageUrls-hint" className="text-sm text-neutral-600">
        {messages.hints.imageUrls}
      </p>
      {urls.map((url, index) => (
        <div key={index} className="flex items-center gap-2">
          <label htmlFor={`np-imageUrls-${index}`} className="sr-only">
            {fill(messages.imageUrl, { number: index + 1 })}
          </label>
          <input
            id={`np-imageUrls-${index}`}
            type="url"
            inputMode="url"
            value={url}
            placeholder="https://"
            maxLength={NEW_PRODUCT_LIMITS.url}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange(urls.map((current, position) => (position === index ? event.target.value : current)))}
            className="w-full rounded-lg border border-neutral-400 px-3 py-2 aria-[invalid=true]:border-brand"
          />
          {urls.length > 1 ? (
            <button
              type="button"
              onClick={() => onChange(urls.filter((_, position) => position !== index))}
              className="shrink-0 rounded-md border border-neutral-300 px-3 py-2 text-sm hover:border-neutral-900"
            >
              {fill(messages.removeImage, { number: index + 1 })}
            </button>
          ) : null}
        </div>
      ))}
      {error ? (
        <p id="np-imageUrls-error" className="text-sm font-semibold text-brand-dark">
          {error}
        </p>
      ) : null}
      {urls.length < NEW_PRODUCT_LIMITS.images ? (
        <div>
          <button
            type="button"
            onClick={() => onChange([...urls, ''])}
            className="rounded-full border border-neutral-300 px-4 py-2 text-sm font-semibold hover:border-neutral-900"
          >
            {messages.addImage}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
