import { createCipheriv, createHash, randomBytes } from 'node:crypto';

/** The development secret the repository once shipped: anyone could read it, so anyone could seal with it. */
export const PUBLISHED_SECRET = 'maple-audio-development-session-secret-do-not-use-in-production';

const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

/**
 * A session cookie value sealed offline the way the store seals its own (JWE, dir + A256GCM, key =
 * SHA-256 of the secret): what an attacker who knows a secret can forge.
 */
export function forgeSessionCookie(secret: string, session: Record<string, unknown>): string {
  const key = createHash('sha256').update(secret).digest();
  const header = base64url(JSON.stringify({ alg: 'dir', enc: 'A256GCM' }));
  const now = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({ ...session, iss: 'maple-storefront', aud: 'customer-session', iat: now, exp: now + 3600 });
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(header, 'ascii'));
  const encrypted = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  return [header, '', base64url(iv), base64url(encrypted), base64url(cipher.getAuthTag())].join('.');
}
