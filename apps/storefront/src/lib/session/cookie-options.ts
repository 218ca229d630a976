import 'server-only';
import { getEnv } from '@/lib/config/env';

const siteIsHttps = () => new URL(getEnv().SITE_URL).protocol === 'https:';

/**
 * The name a private cookie goes by: on an https site it takes the __Host- prefix, so browsers accept
 * it only when Secure, for this host alone (no Domain) and for the whole site (Path=/).
 */
export function privateCookieName(name: string): string {
  return siteIsHttps() ? `__Host-${name}` : name;
}

/** httpOnly, SameSite=Lax (the provider's redirect back is a top-level GET), Secure on an https site. */
export function privateCookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: siteIsHttps(),
    path: '/',
    maxAge: maxAgeSeconds,
  };
}
