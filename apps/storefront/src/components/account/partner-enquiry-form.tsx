'use client';

import { useLocale } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import {
  PARTNER_ENQUIRY_LIMITS,
  PARTNER_PROGRAMMES,
  validatePartnerEnquiry,
  type PartnerEnquiryField,
  type PartnerEnquiryFieldErrors,
  type PartnerEnquiryInput,
} from '@/domain/b2b/partner-enquiry';
import { fill } from './fill-message';
import { FormField } from './form-field';
import type { PartnerEnquiryMessages } from './partner-enquiry-messages';

type TextField = Exclude<PartnerEnquiryField, 'programme'>;
type Values = Record<PartnerEnquiryField, string>;
type Outcome = { kind: 'sent'; name: string } | { kind: 'failed'; message: string } | null;

const EMPTY: Values = {
  programme: '',
  company: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  businessNumber: '',
  website: '',
  message: '',
};
const FIELD_ORDER = Object.keys(EMPTY) as PartnerEnquiryField[];
const fieldId = (field: PartnerEnquiryField) => (field === 'programme' ? 'pe-programme-integrator' : `pe-${field}`);

interface PartnerEnquiryFormProps {
  messages: PartnerEnquiryMessages;
}

/** The 'Become a partner' enquiry: checked in the browser, then by /api/b2b-enquiry with the same rules. */
export function PartnerEnquiryForm({ messages }: PartnerEnquiryFormProps) {
  const locale = useLocale();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<PartnerEnquiryFieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const summary = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLDivElement>(null);

  const set = (field: PartnerEnquiryField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing so a fixed field clears at once.
    if (attempted) {
      const result = validatePartnerEnquiry(next);
      setErrors(result.ok ? {} : result.fieldErrors);
    }
  };

  const failure = (status: number, body: { error?: string }) => {
    if (status === 429) return messages.errors.rateLimited;
    if (status === 422) return fill(messages.errors.rejected, { message: body.error ?? '' });
    return messages.errors.unavailable;
  };

  const send = async (input: PartnerEnquiryInput) => {
    setBusy(true);
    try {
      const response = await fetch(`/api/b2b-enquiry?locale=${locale}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(input),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string; fieldErrors?: PartnerEnquiryFieldErrors };
      if (response.ok) {
        setOutcome({ kind: 'sent', name: input.firstName });
        setValues(EMPTY);
        setAttempted(false);
      } else if (response.status === 400 && body.fieldErrors) {
        setErrors(body.fieldErrors);
        requestAnimationFrame(() => summary.current?.focus());
        return;
      } else {
        setOutcome({ kind: 'failed', message: failure(response.status, body) });
      }
    } catch {
      setOutcome({ kind: 'failed', message: messages.errors.network });
    } finally {
      setBusy(false);
    }
    requestAnimationFrame(() => status.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setOutcome(null);
    const result = validatePartnerEnquiry(values);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setErrors({});
    void send(result.value);
  };

  const invalid = FIELD_ORDER.filter((field) => errors[field]);
  const fieldProps = (field: TextField) => ({
    id: fieldId(field),
    label: messages.fields[field],
    value: values[field],
    onChange: set(field),
    error: errors[field] ? messages.errors[errors[field]] : undefined,
    requiredMark: messages.requiredMark,
    optionalMark: messages.optionalMark,
    maxLength: PARTNER_ENQUIRY_LIMITS.text,
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy || undefined} aria-labelledby="partner-form-title">
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
        {outcome?.kind === 'sent' ? (
          <p className="rounded-lg border border-green-700 bg-green-50 p-4 font-semibold text-green-900">
            {fill(messages.success, { name: outcome.name })}
          </p>
        ) : outcome?.kind === 'failed' ? (
          <p className="rounded-lg border border-brand bg-brand-light p-4 font-semibold text-brand-dark">{outcome.message}</p>
        ) : null}
      </div>
      <fieldset className="grid gap-2">
        <legend className="font-semibold">
          {messages.programme} <span className="text-sm font-normal text-neutral-600">{messages.requiredMark}</span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PARTNER_PROGRAMMES.map((programme) => (
            <label
              key={programme}
              htmlFor={`pe-programme-${programme}`}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-neutral-400 px-3 py-3 has-checked:border-neutral-900 has-checked:ring-1 has-checked:ring-neutral-900"
            >
              <input
                id={`pe-programme-${programme}`}
                type="radio"
                name="programme"
                value={programme}
                checked={values.programme === programme}
                onChange={() => set('programme')(programme)}
                aria-describedby={errors.programme ? 'pe-programme-error' : undefined}
                className="size-4 accent-brand"
              />
              {messages.programmes[programme]}
            </label>
          ))}
        </div>
        {errors.programme ? (
          <p id="pe-programme-error" className="text-sm font-semibold text-brand-dark">
            {messages.errors[errors.programme]}
          </p>
        ) : null}
      </fieldset>
      <FormField {...fieldProps('company')} required autoComplete="organization" />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...fieldProps('firstName')} required autoComplete="given-name" />
        <FormField {...fieldProps('lastName')} required autoComplete="family-name" />
        <FormField {...fieldProps('email')} required type="email" autoComplete="email" maxLength={PARTNER_ENQUIRY_LIMITS.email} />
        <FormField {...fieldProps('phone')} type="tel" autoComplete="tel" />
        <FormField {...fieldProps('businessNumber')} inputMode="numeric" hint={messages.hints.businessNumber} />
        <FormField {...fieldProps('website')} type="url" autoComplete="url" maxLength={PARTNER_ENQUIRY_LIMITS.website} />
      </div>
      <FormField {...fieldProps('message')} required multiline hint={messages.hints.message} maxLength={PARTNER_ENQUIRY_LIMITS.message} />
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
