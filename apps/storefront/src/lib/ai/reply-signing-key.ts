import 'server-only';
import { getSessionKey } from '@/lib/session/session-secret';

let key: Promise<CryptoKey> | undefined;

/**
 * The key that signs the assistant's replies: derived from the server's session secret (HKDF with
 * its own label), so every instance shares it and no other use of the secret can produce its MACs.
 */
export function getReplySigningKey(): Promise<CryptoKey> {
  key ??= (async () => {
    const secret = await crypto.subtle.importKey('raw', new Uint8Array(await getSessionKey()), 'HKDF', false, ['deriveKey']);
    return crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode('maple assistant reply signing v1') },
      secret,
      { name: 'HMAC', hash: 'SHA-256', length: 256 },
      false,
      ['sign', 'verify'],
    );
  })();
  return key;
}
