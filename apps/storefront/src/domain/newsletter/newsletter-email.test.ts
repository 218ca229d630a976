import { describe, expect, it } from 'vitest';
import { checkNewsletterEmail } from './newsletter-email';

describe('newsletter e-mail', () => {
  it.each([[''], ['   '], [undefined], [null], [42]])('is required: %j is empty', (raw) => {
    expect(checkNewsletterEmail(raw)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each([['no-at-sign'], ['a@b'], ['a b@c.ca'], ['a@@c.ca'], ['a@.ca'], [`${'x'.repeat(250)}@c.ca`]])('refuses %s', (raw) => {
    expect(checkNewsletterEmail(raw)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('trims and lower-cases a valid address', () => {
    expect(checkNewsletterEmail('  Jane.Doe+News@Example.CA ')).toEqual({ ok: true, email: 'jane.doe+news@example.ca' });
  });
});
