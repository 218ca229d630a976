import 'server-only';
// eslint-disable-next-line no-restricted-imports -- the sign-in endpoint is an API route, without a locale prefix
import { redirect as toSignIn } from 'next/navigation';
import { mayOpenPartnerCatalogue, partnerCatalogueOf } from '@/domain/b2b/b2b-rules';
import { cache } from 'react';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { issuePartnerCatalogueGrant, type PartnerCatalogueGrant } from '@/lib/shopify/partner-catalogue-grant';
import { confirmIdentity } from './confirmed-identity';
import { requirePageSession, signInPath } from './current-session';
import { SessionExpiredError } from './sign-in-errors';

/**
 * For the collection page: a partner catalogue opens only for its programme's partners and staff
 * (decision 0030). Guests go to sign in and come back; other customers go to 'Become a partner'
 * with a notice. A provider outage is an error page (nothing is shown that was not confirmed).
 * A confirmed partner gets the grant that reads the catalogue through the Partners storefront
 * (decision 0036); a public collection, undefined. Once per request for the page and its metadata.
 */
export const requireCatalogueAccess = cache(async (handle: string, locale: Locale): Promise<PartnerCatalogueGrant | undefined> => {
  const catalogue = partnerCatalogueOf(handle);
  if (!catalogue) return undefined;
  const path = `${locale === 'fr' ? '/fr' : ''}/collections/${handle}`;
  const session = await requirePageSession(path);
  let identity;
  try {
    identity = await confirmIdentity(session);
  } catch (error) {
    if (error instanceof SessionExpiredError) toSignIn(signInPath(path));
    throw error;
  }
  if (!mayOpenPartnerCatalogue(identity, catalogue)) redirect({ href: { pathname: '/b2b', query: { notice: 'partners-only' } }, locale });
  return issuePartnerCatalogueGrant(handle);
});
