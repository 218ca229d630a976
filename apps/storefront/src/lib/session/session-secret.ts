import 'server-only';
import { ConfigurationError, getEnv, type ServerEnv } from '@/lib/config/env';

/** Only ever protects sessions on a store served from this machine (development, tests, `npm start`). */
export const DEVELOPMENT_SESSION_SECRET = 'maple-audio-development-session-secret-do-not-use-in-production';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The secret that encrypts session cookies. A production build serving a public host must have a
 * real SESSION_SECRET: the development default is published in this repository.
 */
export function resolveSessionSecret(env: Pick<ServerEnv, 'NODE_ENV' | 'SITE_URL' | 'SESSION_SECRET'>): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const publicHost = !LOOPBACK_HOSTS.has(new URL(env.SITE_URL).hostname);
  if (env.NODE_ENV === 'production' && publicHost) {
    throw new ConfigurationError('SESSION_SECRET must be set (32+ random characters) to serve customer accounts in production');
  }
  return DEVELOPMENT_SESSION_SECRET;
}

let key: Promise<Uint8Array> | undefined;

/** A 256-bit key for A256GCM, derived once from the secret. */
export function getSessionKey(): Promise<Uint8Array> {
  key ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(resolveSessionSecret(getEnv())))
    .then((digest) => new Uint8Array(digest));
  return key;
}
