import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { assertPartnerCatalogueGrant, issuePartnerCatalogueGrant } = await import('./partner-catalogue-grant');

describe('the key to the Partners storefront (decision 0036)', () => {
  it('opens the one catalogue the access check granted', () => {
    expect(() => assertPartnerCatalogueGrant(issuePartnerCatalogueGrant('b2b-integrator-catalog'), 'b2b-integrator-catalog')).not.toThrow();
  });

  it('refuses a grant for another catalogue, and an object the access check did not issue', () => {
    const grant = issuePartnerCatalogueGrant('b2b-integrator-catalog');
    expect(() => assertPartnerCatalogueGrant(grant, 'b2b-production-catalog')).toThrow(/No partner access was confirmed/);
    expect(() => assertPartnerCatalogueGrant({ handle: 'b2b-integrator-catalog' }, 'b2b-integrator-catalog')).toThrow(/No partner access/);
  });
});
