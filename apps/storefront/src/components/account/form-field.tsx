'use client';

import type { HTMLAttributes } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  lang?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  requiredMark: string;
  optionalMark: string;
}

const CONTROL =
  'w-full rounded-lg border px-3 py-2 text-base aria-[invalid=true]:border-brand aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-brand border-neutral-400';

/** A labelled input or textarea with its hint and error tied to it for assistive technology. */
export function FormField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  multiline,
  maxLength,
  inputMode,
  lang,
  type = 'text',
  autoComplete,
  requiredMark,
  optionalMark,
}: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: id,
    value,
    required,
    maxLength,
    lang,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: CONTROL,
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold">
        {label} <span className="text-sm font-normal text-neutral-600">{required ? requiredMark : optionalMark}</span>
      </label>
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-brand-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
}
