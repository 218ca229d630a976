'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ExternalIcon } from '@/components/ui/icons';
import { formatLongDate, getPromotionBox } from '@/domain/product/sale-dates';
import { useSelectedVariant } from './variant-context';

/**
 * The promotion box (PDP-17): the variant's promotion text
 * (else the product's), its links in new tabs, and "ends on {date}" or "while supplies last".
 */
export function PromotionBox({ productText, productEndDate }: { productText: string | null; productEndDate: string | null }) {
  const t = useTranslations('productPage.promotion');
  const locale = useLocale() === 'fr' ? 'fr' : 'en';
  const { selected } = useSelectedVariant();
  const box = getPromotionBox({
    text: selected.promotionInfo ?? productText,
    links: selected.promotionLinks,
    endDate: selected.promotionEndDate ?? productEndDate,
  });
  if (!box) return null;
  return (
    <section aria-label={t('title')} className="space-y-2 rounded-xl border border-brand/30 bg-brand-light p-4 text-sm">
      <h2 className="font-semibold text-brand-dark">{t('title')}</h2>
      {box.text ? <p>{box.text}</p> : null}
      {box.links.length > 0 ? (
        <ul className="space-y-1">
          {box.links.map((link, index) => (
            <li key={link}>
              <a href={link} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium underline">
                {box.links.length > 1 ? t('linkNumbered', { index: index + 1 }) : t('link')}
                <ExternalIcon size={14} />
                <span className="sr-only">{t('newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="font-medium">{box.endsOn ? t('endsOn', { date: formatLongDate(box.endsOn, locale) }) : t('whileSuppliesLast')}</p>
    </section>
  );
}
