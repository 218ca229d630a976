'use client';

import { useTranslations } from 'next-intl';
import { useSession } from '@/components/account/session-store';
import { Link } from '@/i18n/navigation';

/** Staff only: the 'New Product' button (STAFF-02); the server enforces the role on the page itself. */
export function NewProductButton() {
  const t = useTranslations('header');
  const { customer } = useSession();
  if (!customer?.isStaff) return null;
  return (
    <Link href="/new-product-form" className="rounded-full bg-neutral-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand">
      {t('newProduct')}
    </Link>
  );
}
