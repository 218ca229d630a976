'use client';

import { useLocale } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/icons';
import type { TradeInField } from '@/domain/trade-in/trade-in-enquiry';
import { TRADE_IN_CATEGORIES, TRADE_IN_CONDITIONS } from '@/domain/trade-in/trade-in-options';

/** The form's texts, resolved on the server so the trade-in messages stay out of every page's payload. */
export interface TradeInFormTexts {
  form: Record<
    | 'name'
    | 'email'
    | 'phone'
    | 'optional'
    | 'category'
    | 'choose'
    | 'item'
    | 'itemPlaceholder'
    | 'condition'
    | 'details'
    | 'submit'
    | 'sending'
    | 'sent'
    | 'failed',
    string
  >;
  categories: Record<(typeof TRADE_IN_CATEGORIES)[number], string>;
  conditions: Record<(typeof TRADE_IN_CONDITIONS)[number], string>;
}

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent'; message: string } | { kind: 'error'; message: string };

const INPUT = 'min-h-11 w-full rounded-md border px-3 py-2 text-neutral-900 disabled:bg-neutral-100';

/** The trade-in enquiry form; the endpoint validates and answers field messages in the visitor's language. */
export function TradeInForm({ texts }: { texts: TradeInFormTexts }) {
  const t = (key: string) => {
    const [group, name] = key.split('.') as [keyof TradeInFormTexts, string];
    return (texts[group] as Record<string, string>)[name] ?? key;
  };
  const locale = useLocale();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [errors, setErrors] = useState<Partial<Record<TradeInField, string>>>({});
  const busy = status.kind === 'busy';
  // The first wrong field, focused once the render that enables the fields again has committed
  // (a disabled field cannot take focus, and an animation frame may come before that render).
  const focusNext = useRef<TradeInField | null>(null);
  useEffect(() => {
    if (busy || !focusNext.current) return;
    form.current?.querySelector<HTMLElement>(`[name="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  }, [busy, status]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = Object.fromEntries(new FormData(event.currentTarget));
    setStatus({ kind: 'busy' });
    try {
      const response = await fetch('/api/trade-in-enquiry', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...values, locale }),
      });
      const data = (await response.json().catch(() => ({}))) as {
        ok?: boolean;
        message?: string;
        fieldErrors?: Partial<Record<TradeInField, string>>;
      };
      setErrors(data.fieldErrors ?? {});
      if (response.ok && data.ok) {
        form.current?.reset();
        setStatus({ kind: 'sent', message: data.message ?? t('form.sent') });
      } else {
        focusNext.current = (Object.keys(data.fieldErrors ?? {})[0] as TradeInField | undefined) ?? null;
        setStatus({ kind: 'error', message: data.message ?? t('form.failed') });
      }
    } catch {
      setStatus({ kind: 'error', message: t('form.failed') });
    }
  };

  const field = (
    name: TradeInField,
    label: string,
    control: (props: {
      id: string;
      name: string;
      'aria-invalid'?: boolean;
      'aria-describedby'?: string;
      disabled: boolean;
      className: string;
    }) => ReactNode,
    optional = false,
  ) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm font-medium text-neutral-900">
          {label}
          {optional ? <span className="font-normal text-neutral-600"> {t('form.optional')}</span> : null}
        </label>
        {control({
          id: fieldId,
          name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${fieldId}-error` : undefined,
          disabled: busy,
          className: `${INPUT} ${error ? 'border-red-600' : 'border-neutral-400'}`,
        })}
        {error ? (
          <p id={`${fieldId}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-busy={busy} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      {field('name', t('form.name'), (props) => (
        <input {...props} type="text" autoComplete="name" required />
      ))}
      {field('email', t('form.email'), (props) => (
        <input {...props} type="email" autoComplete="email" required />
      ))}
      {field(
        'phone',
        t('form.phone'),
        (props) => (
          <input {...props} type="tel" autoComplete="tel" />
        ),
        true,
      )}
      {field('category', t('form.category'), (props) => (
        <select {...props} required defaultValue="">
          <option value="" disabled>
            {t('form.choose')}
          </option>
          {TRADE_IN_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
      ))}
      <div className="sm:col-span-2">
        {field('item', t('form.item'), (props) => (
          <input {...props} type="text" required placeholder={t('form.itemPlaceholder')} />
        ))}
      </div>
      {field('condition', t('form.condition'), (props) => (
        <select {...props} required defaultValue="">
          <option value="" disabled>
            {t('form.choose')}
          </option>
          {TRADE_IN_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {t(`conditions.${condition}`)}
            </option>
          ))}
        </select>
      ))}
      <div className="sm:col-span-2">
        {field(
          'details',
          t('form.details'),
          (props) => (
            <textarea {...props} rows={4} maxLength={2000} />
          ),
          true,
        )}
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 w-fit items-center gap-2 rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
        >
          {busy ? <Spinner size={16} /> : null}
          {busy ? t('form.sending') : t('form.submit')}
        </button>
        <p role="status" className={`min-h-6 ${status.kind === 'error' ? 'text-red-700' : 'text-green-800'}`}>
          {status.kind === 'sent' || status.kind === 'error' ? status.message : ''}
        </p>
      </div>
    </form>
  );
}
