import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTokenEndpoint, type TokenAnswer } from './fixtures/token-endpoint';

vi.mock('server-only', () => ({}));

const session = (refreshToken: string) => ({
  accessToken: 'old-access',
  refreshToken,
  idToken: null,
  expiresAt: 0,
  email: 'shopper@example.com',
  emailVerified: true,
});

/** The refresh module, against a provider that answers `answer` (fresh modules: the configuration is discovered once). */
async function refreshAgainst(answer: () => TokenAnswer) {
  const provider = await startTokenEndpoint(answer);
  vi.resetModules();
  vi.stubEnv('SHOPIFY_CUSTOMER_ACCOUNT_URL', provider.origin);
  const { refreshCustomerSession } = await import('./session-refresh');
  const errors = await import('./sign-in-errors');
  return { provider, refreshCustomerSession, ...errors };
}

describe('session renewal', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('renews the tokens and keeps who signed in', async () => {
    const { provider, refreshCustomerSession } = await refreshAgainst(() => ({
      status: 200,
      body: { access_token: 'new-access', token_type: 'Bearer', expires_in: 3600, refresh_token: 'rotated' },
    }));
    const renewed = await refreshCustomerSession(session('r-ok'));
    expect(renewed).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'rotated',
      email: 'shopper@example.com',
      emailVerified: true,
    });
    await provider.close();
  });

  it('ends the session only when the provider says the grant is over (invalid_grant)', async () => {
    const { provider, refreshCustomerSession, SessionExpiredError } = await refreshAgainst(() => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'grant request is invalid' },
    }));
    await expect(refreshCustomerSession(session('r-over'))).rejects.toBeInstanceOf(SessionExpiredError);
    await provider.close();
  });

  it.each([
    ['throttled', { status: 429, body: { error: 'rate_limited' } }],
    ['a client misconfiguration', { status: 401, body: { error: 'invalid_client' } }],
    ['an outage', { status: 503, body: { error: 'server_error' } }],
  ])('keeps the session when the provider is %s, and asks again next time', async (_case, answer) => {
    const { provider, refreshCustomerSession, CustomerAccountUnavailableError } = await refreshAgainst(() => answer);
    await expect(refreshCustomerSession(session('r-transient'))).rejects.toBeInstanceOf(CustomerAccountUnavailableError);
    await expect(refreshCustomerSession(session('r-transient'))).rejects.toBeInstanceOf(CustomerAccountUnavailableError);
    // A failed renewal is not remembered: the second request reached the provider too.
    expect(provider.calls()).toBe(2);
    await provider.close();
  });

  it('shares one successful exchange between the requests that carry the same refresh token', async () => {
    const { provider, refreshCustomerSession } = await refreshAgainst(() => ({
      status: 200,
      body: { access_token: 'shared', token_type: 'Bearer', expires_in: 3600 },
    }));
    const [first, second] = await Promise.all([refreshCustomerSession(session('r-shared')), refreshCustomerSession(session('r-shared'))]);
    expect(first.accessToken).toBe('shared');
    expect(second.accessToken).toBe('shared');
    expect(provider.calls()).toBe(1);
    await provider.close();
  });
});
