'use client';

import { StaticImage } from '@/components/ui/static-image';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Drawer } from '@/components/overlays/drawer';
import { useOverlayOpen } from '@/components/overlays/overlay-store';
import { CheckIcon } from '@/components/ui/icons';
import { formatPrice } from '@/domain/pricing/money';
import { closeBuyXGetY, selectGift, useBuyXGetY } from './buy-x-get-y-store';
import { addToCart } from './cart-store';

/** The free-gift offer (CART-19). */
export function BuyXGetYModal() {
  const t = useTranslations('buyXGetY');
  const { request, gifts, selectedGiftId } = useBuyXGetY();
  const [busy, setBusy] = useState<'normal' | 'offer' | null>(null);
  const open = useOverlayOpen('buy-x-get-y');
  // Closing (button, backdrop, Escape) resets the offer (CART-19).
  useEffect(() => {
    if (!open && request) closeBuyXGetY();
  }, [open, request]);

  const proceed = async (withGift: boolean) => {
    if (!request) return;
    setBusy(withGift ? 'offer' : 'normal');
    // Both choices open the cart drawer and add the original item; the offer adds one free unit too.
    const extra = withGift && selectedGiftId ? [{ variantId: selectedGiftId, quantity: 1 }] : [];
    closeBuyXGetY();
    try {
      await addToCart(request, extra);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Drawer
      name="buy-x-get-y"
      title={t('title')}
      placement="bottom-on-mobile"
      footer={
        request ? (
          <div className="flex gap-2">
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => void proceed(false)}
              className="flex-1 rounded-full border border-neutral-300 py-3 text-sm font-semibold"
            >
              {busy === 'normal' ? t('adding') : t('addNormally')}
            </button>
            <button
              type="button"
              disabled={busy !== null || !selectedGiftId}
              onClick={() => void proceed(true)}
              className="flex-1 rounded-full bg-brand py-3 text-sm font-semibold text-white disabled:bg-neutral-300 disabled:text-neutral-700"
            >
              {busy === 'offer' ? t('processing') : t('takeOffer')}
            </button>
          </div>
        ) : undefined
      }
    >
      {request ? (
        <div className="flex flex-col gap-4 p-4">
          <div className="flex items-center gap-3 rounded-lg bg-neutral-50 p-3">
            {request.variant.imageUrl ? (
              <StaticImage src={request.variant.imageUrl} alt="" width={64} height={64} className="h-16 w-16 object-contain" />
            ) : null}
            <div>
              <p className="text-sm font-semibold">{request.product.title}</p>
              <p className="text-sm">{formatPrice(request.variant.price)}</p>
            </div>
          </div>
          <div>
            <h3 className="font-semibold">{t('eligibility')}</h3>
            <p className="text-sm text-neutral-700">{t('description')}</p>
            <ul className="mt-2 list-disc pl-5 text-sm">
              <li>{t('optionOne')}</li>
              <li>{t('optionTwo')}</li>
            </ul>
          </div>
          <fieldset>
            <legend className="mb-2 font-semibold">{t('chooseFree')}</legend>
            <div className="grid grid-cols-2 gap-3">
              {gifts.map((gift) => {
                const selected = gift.id === selectedGiftId;
                return (
                  <label
                    key={gift.id}
                    className={`relative flex cursor-pointer flex-col gap-1 rounded-xl border-2 p-2 text-sm ${selected ? 'border-brand' : 'border-neutral-200'}`}
                  >
                    <input
                      type="radio"
                      name="free-gift"
                      value={gift.id}
                      checked={selected}
                      disabled={!gift.availableForSale}
                      onChange={() => selectGift(gift.id)}
                      className="sr-only"
                    />
                    {gift.image ? (
                      <StaticImage src={gift.image.url} alt="" width={160} height={160} className="aspect-square w-full object-contain" />
                    ) : null}
                    <span className="font-medium">{gift.product.title}</span>
                    {gift.title !== 'Default Title' ? <span className="text-xs text-neutral-700">{gift.title}</span> : null}
                    <span className="flex items-center gap-2">
                      <s className="text-xs text-neutral-600">{formatPrice(gift.price)}</s>
                      <span className="rounded bg-green-700 px-1.5 py-0.5 text-xs font-bold text-white">{t('free')}</span>
                    </span>
                    {selected ? (
                      <span className="absolute right-2 top-2 rounded-full bg-brand p-1 text-white" aria-label={t('selected')}>
                        <CheckIcon size={14} />
                      </span>
                    ) : null}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <p className="text-xs text-neutral-700">{t('limitedTime')}</p>
        </div>
      ) : null}
    </Drawer>
  );
}
