'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Spinner } from '@/components/ui/icons';
import { checkNewsletterEmail } from '@/domain/newsletter/newsletter-email';

/** How long the success or failure message stays (CONT-31, CONST-08). */
const NEWSLETTER_MESSAGE_MS = 5000;

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** The footer's newsletter form (CONT-31). */
export function NewsletterForm() {
  const t = useTranslations('newsletter');
  const locale = useLocale();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<'empty' | 'invalid' | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: NonNullable<Outcome>) => {
    clearTimeout(timer.current);
    setOutcome(next);
    timer.current = setTimeout(() => setOutcome(null), NEWSLETTER_MESSAGE_MS);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const check = checkNewsletterEmail(email);
    if (!check.ok) {
      setInvalid(check.reason);
      return;
    }
    setBusy(true);
    try {
      const response = await fetch('/api/customer-create', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: check.email, locale }),
      });
      const data = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string };
      if (response.ok && data.success) {
        setEmail('');
        show({ kind: 'success', text: data.message || t('success') });
      } else {
        show({ kind: 'error', text: data.message || t('failed') });
      }
    } catch {
      show({ kind: 'error', text: t('failed') });
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${inputId}-error`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-busy={busy}>
      <label htmlFor={inputId} className="text-sm font-medium text-neutral-200">
        {t('emailLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          value={email}
          disabled={busy}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          placeholder={t('emailPlaceholder')}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(null);
          }}
          className={`min-h-11 flex-1 rounded-md border bg-neutral-900 px-3 text-white placeholder:text-neutral-400 disabled:opacity-60 ${invalid ? 'border-red-400' : 'border-neutral-600'}`}
        />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
        >
          {busy ? <Spinner size={16} /> : null}
          {busy ? t('subscribing') : t('subscribe')}
        </button>
      </div>
      {invalid ? (
        <p id={errorId} className="text-sm text-red-300">
          {t(invalid === 'empty' ? 'required' : 'invalid')}
        </p>
      ) : null}
      <p role="status" className={`min-h-5 text-sm ${outcome?.kind === 'error' ? 'text-red-300' : 'text-green-300'}`}>
        {outcome?.text ?? ''}
      </p>
    </form>
  );
}
