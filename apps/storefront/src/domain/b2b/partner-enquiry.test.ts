import { describe, expect, it } from 'vitest';
import { validatePartnerEnquiry } from './partner-enquiry';

const valid = {
  programme: 'integrator',
  company: ' Son Nord Intégration ',
  firstName: 'Élise',
  lastName: 'Tremblay',
  email: ' Elise@SonNord.ca ',
  phone: '+1 (514) 555-0123',
  businessNumber: '123 456 789 RT0001',
  website: 'sonnord.ca',
  message: 'We install sound in 40 schools a year.',
};

describe('partner enquiry', () => {
  it('trims, lowercases the e-mail and keeps the 9 digits of the business number', () => {
    expect(validatePartnerEnquiry(valid)).toEqual({
      ok: true,
      value: { ...valid, company: 'Son Nord Intégration', email: 'elise@sonnord.ca', businessNumber: '123456789' },
    });
  });

  it('requires the programme, company, names, e-mail and message; phone, business number and website are optional', () => {
    expect(validatePartnerEnquiry({ message: '   ' })).toEqual({
      ok: false,
      fieldErrors: {
        programme: 'required',
        company: 'required',
        firstName: 'required',
        lastName: 'required',
        email: 'required',
        message: 'required',
      },
    });
    expect(validatePartnerEnquiry({ ...valid, phone: '', businessNumber: '', website: '' }).ok).toBe(true);
  });

  it.each([
    [{ programme: 'reseller' }, 'programme', 'programme'],
    [{ email: 'elise@' }, 'email', 'email'],
    [{ phone: 'call me' }, 'phone', 'phone'],
    [{ businessNumber: '12345' }, 'businessNumber', 'businessNumber'],
    [{ website: 'not a site' }, 'website', 'website'],
    [{ company: 'x'.repeat(121) }, 'company', 'tooLong'],
    [{ message: 'x'.repeat(2001) }, 'message', 'tooLong'],
  ])('refuses %j', (change, field, error) => {
    const result = validatePartnerEnquiry({ ...valid, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors).toEqual({ [field]: error });
  });

  it('ignores values that are not strings', () => {
    const result = validatePartnerEnquiry({ ...valid, company: 42, message: ['x'] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors).toEqual({ company: 'required', message: 'required' });
  });
});
