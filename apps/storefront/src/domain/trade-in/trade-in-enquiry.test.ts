import { describe, expect, it } from 'vitest';
import { tradeInEnquirySchema, tradeInFieldErrors } from './trade-in-enquiry';

const valid = { name: 'Jane Doe', email: ' Jane@Example.ca ', category: 'guitars', item: 'Fender Stratocaster 2019', condition: 'good' };

describe('trade-in enquiry', () => {
  it('accepts a complete enquiry and normalises the e-mail', () => {
    const result = tradeInEnquirySchema.parse(valid);
    expect(result).toMatchObject({ email: 'jane@example.ca', phone: '', details: '' });
  });

  it('names each missing or wrong field with a message key', () => {
    const result = tradeInEnquirySchema.safeParse({
      name: ' ',
      email: 'nope',
      phone: 'abc',
      category: 'boats',
      item: '',
      condition: 'mint',
    });
    expect(result.success).toBe(false);
    expect(tradeInFieldErrors(result.error!)).toEqual({
      name: 'required',
      email: 'invalidEmail',
      phone: 'invalidPhone',
      category: 'required',
      item: 'required',
      condition: 'required',
    });
  });

  it('says required, not zod English, when fields are missing or not text', () => {
    const result = tradeInEnquirySchema.safeParse({ name: 42, email: null, item: ['x'] });
    expect(result.success ? null : tradeInFieldErrors(result.error)).toEqual({
      name: 'required',
      email: 'required',
      category: 'required',
      item: 'required',
      condition: 'required',
    });
  });

  it('limits the details to 2,000 characters', () => {
    const result = tradeInEnquirySchema.safeParse({ ...valid, details: 'x'.repeat(2001) });
    expect(result.success ? null : tradeInFieldErrors(result.error)).toEqual({ details: 'tooLong' });
  });
});
