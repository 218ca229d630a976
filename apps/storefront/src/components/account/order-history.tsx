'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/icons';
import { ORDERS_PAGE_SIZE, type CustomerOrder, type CustomerOrdersPage } from '@/lib/customer/types';
import { OrderCard } from './order-card';

/**
 * Order history (ACC-09): the first page comes from the server; load more runs
 * only while hasNextPage is true and appends the next 10 after endCursor.
 */
export function OrderHistory({ initial }: { initial: CustomerOrdersPage }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const [orders, setOrders] = useState<CustomerOrder[]>(initial.orders);
  const [pageInfo, setPageInfo] = useState(initial.pageInfo);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const firstNew = useRef<string | null>(null);
  const headings = useRef(new Map<string, HTMLHeadingElement>());

  // Keyboard and screen-reader users land on the first order that was just added.
  useEffect(() => {
    if (!firstNew.current) return;
    headings.current.get(firstNew.current)?.focus();
    firstNew.current = null;
  }, [orders]);

  const loadMore = async () => {
    if (!pageInfo.hasNextPage || !pageInfo.endCursor || loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const query = new URLSearchParams({ first: String(ORDERS_PAGE_SIZE), endCursor: pageInfo.endCursor, locale });
      const response = await fetch(`/api/customer-orders?${query}`, { cache: 'no-store', credentials: 'same-origin' });
      if (response.status === 401) {
        window.location.reload();
        return;
      }
      if (!response.ok) throw new Error(`Orders answered ${response.status}`);
      const page = (await response.json()) as CustomerOrdersPage;
      firstNew.current = page.orders[0]?.id ?? null;
      setOrders((current) => [...current, ...page.orders.filter((order) => !current.some((known) => known.id === order.id))]);
      setPageInfo(page.pageInfo);
    } catch (error) {
      console.error('Loading more orders failed:', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  if (orders.length === 0) return <p className="text-neutral-700">{t('noOrders')}</p>;

  return (
    <div>
      {/* One minmax(0, 1fr) column: a card's one-line product titles must not widen the list past a phone screen. */}
      <ol className="grid grid-cols-1 gap-4" aria-label={t('ordersTitle')}>
        {orders.map((order) => (
          <li key={order.id} className="min-w-0">
            <OrderCard
              order={order}
              headingRef={(node) => {
                if (node) headings.current.set(order.id, node);
                else headings.current.delete(order.id);
              }}
            />
          </li>
        ))}
      </ol>
      {failed ? (
        <p role="alert" className="mt-4 text-sm text-brand">
          {t('loadMoreFailed')}
        </p>
      ) : null}
      {pageInfo.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={loadMore}
            disabled={loading}
            aria-busy={loading || undefined}
            className="inline-flex items-center gap-2 rounded-full bg-neutral-900 px-6 py-3 text-sm font-semibold text-white hover:bg-brand disabled:cursor-wait disabled:opacity-70"
          >
            {loading ? <Spinner size={16} /> : null}
            {loading ? t('loadingMore') : t('loadMore')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
