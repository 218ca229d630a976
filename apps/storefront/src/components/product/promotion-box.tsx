'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ExternalIcon } from '@/components/ui/icons';
import { formatLongDate, getPromotionBox } from '@/domain/product/sale-dates';
import { Link } from '@/i18n/navigation';
import { useSelectedVariant } from './variant-context';

type PricedVariant = { price: number; compareAtPrice: number | null };
const savingOf = ({ price, compareAtPrice }: PricedVariant) =>
  compareAtPrice && compareAtPrice > price ? (compareAtPrice - price) / compareAtPrice : 0;

/**
 * The promotion box (PDP-17): the variant's promotion text (else the product's), left out when its figure is
 * more than the prices save; the store's own pages in the same tab, others in a new one; and "ends on {date}"
 * or "while supplies last".
 */
export function PromotionBox({
  productText,
  productEndDate,
  storeOrigin,
}: {
  productText: string | null;
  productEndDate: string | null;
  storeOrigin: string;
}) {
  const t = useTranslations('productPage.promotion');
  const locale = useLocale() === 'fr' ? 'fr' : 'en';
  const { selected, variants } = useSelectedVariant();
  // A variant's text speaks of that variant; the product's ("up to …") of its best saving.
  const measured = selected.promotionInfo
    ? selected
    : variants.reduce((best, variant) => (savingOf(variant) > savingOf(best) ? variant : best), selected);
  const box = getPromotionBox({
    text: selected.promotionInfo ?? productText,
    links: selected.promotionLinks,
    endDate: selected.promotionEndDate ?? productEndDate,
    price: measured.price,
    compareAtPrice: measured.compareAtPrice,
    storeOrigin,
  });
  if (!box) return null;
  return (
    <section aria-label={t('title')} className="space-y-2 rounded-xl border border-brand/30 bg-brand-light p-4 text-sm">
      <h2 className="font-semibold text-brand-dark">{t('title')}</h2>
      {box.text ? <p>{box.text}</p> : null}
      {box.links.length > 0 ? (
        <ul className="space-y-1">
          {box.links.map((link, index) => {
            const label = box.links.length > 1 ? t('linkNumbered', { index: index + 1 }) : t('link');
            return (
              <li key={link.href}>
                {link.internal ? (
                  <Link href={link.href} className="font-medium underline">
                    {label}
                  </Link>
                ) : (
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium underline"
                  >
                    {label}
                    <ExternalIcon size={14} />
                    <span className="sr-only">{t('newTab')}</span>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="font-medium">{box.endsOn ? t('endsOn', { date: formatLongDate(box.endsOn, locale) }) : t('whileSuppliesLast')}</p>
    </section>
  );
}
