'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { CloseIcon } from '@/components/ui/icons';
import { useCartState } from './cart-state';
import { applyDiscountCodes } from './cart-store';

/** Discount code entry on the cart page, with the codes already on the cart. */
export function DiscountCodeForm() {
  const t = useTranslations('cart');
  const id = useId();
  const codes = useCartState((state) => state.cart?.discountCodes ?? []);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  // One change at a time: each sends the whole list, so a second click before the first settled
  // would send a list that still holds the code the first removed (a lost update).
  const change = async (next: string[]) => {
    setBusy(true);
    try {
      return await applyDiscountCodes(next);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    const result = await change([...codes.map((entry) => entry.code), trimmed]);
    const applied = result.cart?.discountCodes.find((entry) => entry.code.toLowerCase() === trimmed.toLowerCase());
    setMessage(applied?.applicable ? null : t('codeNotApplicable', { code: trimmed }));
    if (result.ok) setCode('');
  };

  return (
    <div className="mt-4">
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('discountCode')}
        </label>
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t('discountCode')}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-full border border-neutral-300 px-4 py-2 text-sm uppercase"
        />
        <button
          type="submit"
          disabled={busy || !code.trim()}
          className="rounded-full bg-neutral-900 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
        >
          {t('applyCode')}
        </button>
      </form>
      {message ? (
        <p role="status" className="mt-2 text-sm text-brand">
          {message}
        </p>
      ) : null}
      {codes.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {codes.map((entry) => (
            <li
              key={entry.code}
              className={`flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold ${entry.applicable ? 'bg-green-50 text-green-800' : 'bg-neutral-100 text-neutral-700 line-through'}`}
            >
              {/* Codes are case-insensitive: written as the order summary writes them (CART-20). */}
              {entry.code.toUpperCase()}
              <button
                type="button"
                aria-label={t('removeCode', { code: entry.code.toUpperCase() })}
                disabled={busy}
                onClick={() => void change(codes.filter((other) => other.code !== entry.code).map((other) => other.code))}
                className="rounded-full p-0.5 hover:bg-white disabled:opacity-50"
              >
                <CloseIcon size={12} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
