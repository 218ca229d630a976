/** Longest address a mailbox can have (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

// One @, no spaces, a dot in the domain: what Shopify itself accepts for a customer e-mail.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type NewsletterEmailCheck = { ok: true; email: string } | { ok: false; reason: 'empty' | 'invalid' };

/**
 * The newsletter's e-mail rule (CONT-32): required, non-empty after trimming, and
 * shaped like an address; stored lower-cased so one mailbox is one subscriber.
 */
export function checkNewsletterEmail(raw: unknown): NewsletterEmailCheck {
  const email = typeof raw === 'string' ? raw.trim() : '';
  if (email === '') return { ok: false, reason: 'empty' };
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) return { ok: false, reason: 'invalid' };
  return { ok: true, email: email.toLowerCase() };
}
