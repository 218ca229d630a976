import 'server-only';
import { ConfigurationError, getEnv, type ServerEnv } from '@/lib/config/env';
import { MISSING_SESSION_SECRET } from '@/lib/config/startup-rules';

/**
 * The secret that encrypts session cookies: SESSION_SECRET, always. There is no built-in fallback:
 * a secret written in this repository would let anyone forge a staff session.
 * @internal exported for its tests
 */
export function resolveSessionSecret(env: Pick<ServerEnv, 'SESSION_SECRET'>): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  throw new ConfigurationError(MISSING_SESSION_SECRET);
}

let key: Promise<Uint8Array> | undefined;

/** A 256-bit key for A256GCM, derived once from the secret. */
export function getSessionKey(): Promise<Uint8Array> {
  key ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(resolveSessionSecret(getEnv())))
    .then((digest) => new Uint8Array(digest));
  return key;
}
