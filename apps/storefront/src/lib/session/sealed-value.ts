import 'server-only';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { getSessionKey } from './session-secret';

/** What a sealed value is for: a session cookie can never be replayed as a sign-in cookie, or back. */
export type SealPurpose = 'customer-session' | 'sign-in';

const ISSUER = 'maple-storefront';

/** Encrypts and authenticates a JSON payload (JWE, dir + A256GCM) that expires after maxAgeSeconds. */
export async function seal(purpose: SealPurpose, payload: Record<string, unknown>, maxAgeSeconds: number): Promise<string> {
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuer(ISSUER)
    .setAudience(purpose)
    .setIssuedAt()
    .setExpirationTime(`${maxAgeSeconds}s`)
    .encrypt(await getSessionKey());
}

/** The payload of a sealed value, or null when it is missing, tampered with, expired or for another purpose. */
export async function unseal(purpose: SealPurpose, token: string | undefined): Promise<Record<string, unknown> | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtDecrypt(token, await getSessionKey(), { issuer: ISSUER, audience: purpose });
    return payload;
  } catch {
    return null;
  }
}
