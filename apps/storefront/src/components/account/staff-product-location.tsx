'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CopyButton } from './copy-button';
import { useSession } from './session-store';

type Location = { status: 'loading' } | { status: 'ready'; rack: string | null; shelf: string | null } | { status: 'failed' };

/**
 * Staff only: the product's warehouse rack and shelf with copy buttons (STAFF-02).
 * The values come from a staff-only endpoint, so they never reach anyone else's browser.
 */
export function StaffProductLocation({ handle }: { handle: string }) {
  const t = useTranslations('account');
  const { customer } = useSession();
  const isStaff = customer?.isStaff === true;
  const [location, setLocation] = useState<Location>({ status: 'loading' });

  useEffect(() => {
    if (!isStaff) return;
    const controller = new AbortController();
    fetch(`/api/staff/product-location?handle=${encodeURIComponent(handle)}`, { cache: 'no-store', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Product location answered ${response.status}`);
        const body = (await response.json()) as { rack: string | null; shelf: string | null };
        setLocation({ status: 'ready', rack: body.rack, shelf: body.shelf });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Staff navigation error:', error);
        setLocation({ status: 'failed' });
      });
    return () => controller.abort();
  }, [handle, isStaff]);

  if (!isStaff) return null;
  return (
    <section aria-label={t('staffLocation')} className="rounded-lg border border-dashed border-neutral-400 px-3 py-2 text-sm">
      {location.status === 'failed' ? (
        <p>{t('locationUnavailable')}</p>
      ) : (
        <dl className="flex flex-wrap gap-x-6 gap-y-1" aria-busy={location.status === 'loading' || undefined}>
          {(['rack', 'shelf'] as const).map((field) => {
            const value = location.status === 'ready' ? location[field] : null;
            return (
              <div key={field} className="flex items-center gap-2">
                <dt className="text-neutral-600">{t(field)}</dt>
                <dd className="flex items-center gap-1 font-mono font-semibold">
                  {location.status === 'loading' ? '…' : (value ?? 'N/A')}
                  <CopyButton value={value} label={`${t(field)} ${value ?? ''}`.trim()} />
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
