'use client';

import { StaticImage } from '@/components/ui/static-image';
import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/domain/pricing/money';
import { formatLongDate } from '@/domain/product/sale-dates';
import type { Locale } from '@/i18n/routing';
import type { CustomerOrder } from '@/lib/customer/types';

const FULFILLMENT = [
  'UNFULFILLED',
  'IN_PROGRESS',
  'PARTIALLY_FULFILLED',
  'FULFILLED',
  'ON_HOLD',
  'OPEN',
  'PENDING_FULFILLMENT',
  'RESTOCKED',
  'SCHEDULED',
];
const PAYMENT = ['PAID', 'PENDING', 'AUTHORIZED', 'PARTIALLY_PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'VOIDED', 'EXPIRED'];

function orderDate(iso: string, locale: Locale): string {
  return formatLongDate(new Date(iso), locale);
}

/** One past order: number, date, status, total and its lines (ACC-09). */
export function OrderCard({ order, headingRef }: { order: CustomerOrder; headingRef?: (node: HTMLHeadingElement | null) => void }) {
  const t = useTranslations('account');
  const locale = useLocale() as Locale;
  const status = order.cancelled ? 'CANCELLED' : FULFILLMENT.includes(order.fulfillmentStatus) ? order.fulfillmentStatus : 'OTHER';
  const payment = order.financialStatus && PAYMENT.includes(order.financialStatus) ? order.financialStatus : 'OTHER';
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <article className="min-w-0 rounded-xl border border-neutral-200 p-4" aria-labelledby={`order-${order.id}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`order-${order.id}`} ref={headingRef} tabIndex={-1} className="text-lg font-bold">
          {t('orderNumber', { name: order.name })}
        </h3>
        <p className="text-sm text-neutral-600">{t('placedOn', { date: orderDate(order.processedAt, locale) })}</p>
      </header>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 break-words text-sm sm:grid-cols-3">
        <div>
          <dt className="text-neutral-600">{t('orderStatus')}</dt>
          <dd className="font-semibold">
            {t(`status.${status}`)}
            {order.cancelled ? null : <span className="font-normal text-neutral-600"> · {t(`payment.${payment}`)}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600">{t('orderTotal')}</dt>
          <dd className="font-semibold">{formatPrice(order.total.amount)}</dd>
        </div>
        <div className="sm:text-right">
          <dt className="sr-only">{t('orderItemsLabel')}</dt>
          <dd className="text-neutral-600">{t('orderItems', { count: itemCount })}</dd>
        </div>
      </dl>
      <ul className="mt-3 divide-y divide-neutral-100">
        {order.lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-2">
            <div className="relative h-14 w-14 shrink-0 overflow-hidden rounded bg-neutral-50">
              {line.image ? <StaticImage src={line.image.url} alt="" fill sizes="56px" className="object-contain" /> : null}
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-medium">{line.title}</p>
              {line.variantTitle ? <p className="text-neutral-600">{line.variantTitle}</p> : null}
              <p className="text-neutral-600">{t('quantity', { quantity: line.quantity })}</p>
            </div>
            {line.total ? <p className="shrink-0 text-sm font-semibold">{formatPrice(line.total.amount)}</p> : null}
          </li>
        ))}
      </ul>
      <a href={order.statusPageUrl} className="mt-2 inline-block text-sm font-semibold text-brand underline-offset-2 hover:underline">
        {t('viewOrder', { name: order.name })}
      </a>
    </article>
  );
}
