import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerEnquiryInput } from '@/domain/b2b/partner-enquiry';
import { fakeAdmin } from '@/lib/admin/fixtures/fake-admin';

vi.mock('server-only', () => ({}));
const admin = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeAdmin> | null }));
vi.mock('@/lib/admin/client', () => ({
  adminRequest: (document: string, request: object) => admin.current!.adminRequest(document, request),
}));

const { submitPartnerEnquiry } = await import('./partner-enquiry');

const enquiry = (email: string): PartnerEnquiryInput => ({
  programme: 'production',
  company: 'Scène Mobile',
  firstName: 'Paul',
  lastName: 'Production',
  email,
  phone: '',
  businessNumber: '123456789',
  website: 'x'.repeat(1_990) + '.ca',
  message: 'm'.repeat(2_000),
});

beforeEach(() => {
  admin.current = fakeAdmin('production@example.com');
});

describe('ACC-31: a partner enquiry is its own record', () => {
  it('ACC-31: an enquiry with an existing customer’s address changes no customer (no note, no tags), twice over', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect(await submitPartnerEnquiry(enquiry('production@example.com'), 'fr')).toEqual({ ok: true });
    }
    const touched = admin.current!.operations().filter((operation) => !/^Enquiry(Entry|Definition)Create$/.test(operation));
    expect(touched).toEqual([]);
  });

  it('ACC-31: is a partner_enquiry entry with every field, the type created the first time it is missing', async () => {
    expect(await submitPartnerEnquiry(enquiry('new@example.com'), 'en', new Date('2026-12-07T12:00:00Z'))).toEqual({ ok: true });
    expect(admin.current!.operations()).toEqual(['EnquiryEntryCreate', 'EnquiryDefinitionCreate', 'EnquiryEntryCreate']);
    const definition = admin.current!.calls[1]!.variables.definition;
    expect(definition).toMatchObject({ type: 'partner_enquiry', displayNameKey: 'company' });
    expect(definition.capabilities).toBeUndefined();
    const fields = Object.fromEntries(
      admin.current!.calls[2]!.variables.metaobject.fields.map((field: { key: string; value: string }) => [field.key, field.value]),
    );
    expect(fields).toEqual({
      company: 'Scène Mobile',
      programme: 'B2B Production',
      first_name: 'Paul',
      last_name: 'Production',
      email: 'new@example.com',
      business_number: '123456789',
      website: `https://${'x'.repeat(1_990)}.ca`,
      message: 'm'.repeat(2_000),
      locale: 'en',
      received_at: '2026-12-07T12:00:00.000Z',
    });
  });
});
