import 'server-only';

/**
 * What lets a read reach the Partners storefront: issued only by the access checks
 * (src/lib/customer/partner-catalogue-*.ts) once the provider has confirmed a partner of the
 * catalogue's programme, or staff, for this request (decision 0036). An object literal of the same
 * shape is not one: the client refuses any grant this module did not issue.
 */
export interface PartnerCatalogueGrant {
  /** The one catalogue it opens. */
  readonly handle: string;
}

const issued = new WeakSet<PartnerCatalogueGrant>();

export function issuePartnerCatalogueGrant(handle: string): PartnerCatalogueGrant {
  const grant = Object.freeze({ handle });
  issued.add(grant);
  return grant;
}

/** Throws unless the grant was issued here for this catalogue. */
export function assertPartnerCatalogueGrant(grant: PartnerCatalogueGrant, handle: string): void {
  if (!issued.has(grant) || grant.handle !== handle) throw new Error(`No partner access was confirmed for the catalogue ${handle}`);
}
