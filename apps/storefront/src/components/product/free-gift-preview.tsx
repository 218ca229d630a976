import { StaticImage } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/domain/pricing/money';
import type { FreeGift } from '@/lib/cart/free-gifts';
import { GiftIcon } from './product-icons';

/** Buy-X-get-Y: a preview of the free items this product unlocks (PDP-19); none when they could not be read. */
export async function FreeGiftPreview({ gifts }: { gifts: FreeGift[] }) {
  const t = await getTranslations('productDetails');
  return (
    <section aria-labelledby="free-gift-preview" className="space-y-3 rounded-xl border border-green-300 bg-green-50 p-4">
      <h2 id="free-gift-preview" className="flex items-center gap-2 font-semibold text-green-900">
        <GiftIcon />
        {t('freeGiftTitle')}
      </h2>
      <p className="text-sm text-green-900">{t('freeGiftText')}</p>
      {gifts.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {gifts.map((gift) => (
            <li key={gift.id} className="flex items-center gap-3 rounded-lg bg-white p-2">
              <div className="relative size-12 shrink-0 overflow-hidden rounded bg-neutral-50">
                {gift.image ? <StaticImage src={gift.image.url} alt="" fill sizes="48px" className="object-contain" /> : null}
              </div>
              <div className="min-w-0 text-sm">
                <p className="line-clamp-2 font-medium">{gift.product.title}</p>
                <p>
                  <span className="font-bold text-green-800">{t('free')}</span>{' '}
                  <s className="text-neutral-600">
                    <span className="sr-only">{t('value')} </span>
                    {formatPrice(gift.price)}
                  </s>
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
