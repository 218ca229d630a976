import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdmin } from './fixtures/fake-admin';

vi.mock('server-only', () => ({}));
const admin = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeAdmin> | null }));
vi.mock('@/lib/admin/client', () => ({
  adminRequest: (document: string, request: object) => admin.current!.adminRequest(document, request),
}));

const { subscribeToNewsletter } = await import('./newsletter-signup');

beforeEach(() => {
  admin.current = fakeAdmin('integrator@example.com');
});

describe('CONT-32: the newsletter records consent pending confirmation', () => {
  it('CONT-32: a new address is a customer whose confirmed opt-in is pending', async () => {
    expect(await subscribeToNewsletter('fan@example.com', 'fr', new Date('2026-12-07T12:00:00Z'))).toEqual({ ok: true });
    expect(admin.current!.calls).toEqual([
      {
        operation: 'NewsletterCustomerCreate',
        variables: {
          input: {
            email: 'fan@example.com',
            locale: 'fr',
            tags: ['newsletter'],
            emailMarketingConsent: {
              marketingState: 'PENDING',
              marketingOptInLevel: 'CONFIRMED_OPT_IN',
              consentUpdatedAt: '2026-12-07T12:00:00.000Z',
            },
          },
        },
      },
    ]);
  });

  it('CONT-32: an existing customer’s address is answered alike and their record is left alone (no consent, no tags)', async () => {
    expect(await subscribeToNewsletter('integrator@example.com', 'en')).toEqual({ ok: true });
    expect(admin.current!.operations()).toEqual(['NewsletterCustomerCreate']);
  });
});
