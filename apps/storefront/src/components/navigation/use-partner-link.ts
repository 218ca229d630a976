'use client';

import { useTranslations } from 'next-intl';
import { useSession } from '@/components/account/session-store';
import { b2bCatalogPath, hasB2BAccess } from '@/domain/b2b/b2b-rules';

/** 'B2B Catalog' to their catalogue for partners, 'Become a partner' to /b2b for others (CONT-16). */
export function usePartnerLink(): { title: string; href: string; isPartner: boolean } {
  const t = useTranslations('navigation');
  const { customer } = useSession();
  const catalogPath = customer && hasB2BAccess(customer) ? b2bCatalogPath(customer.b2bCatalog) : null;
  return catalogPath
    ? { title: t('b2bCatalog'), href: catalogPath, isPartner: true }
    : { title: t('becomePartner'), href: '/b2b', isPartner: false };
}
