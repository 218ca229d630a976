import 'server-only';
import { getEnv } from '@/lib/config/env';

/** httpOnly, SameSite=Lax (the provider's redirect back is a top-level GET), Secure on an https site. */
export function privateCookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: new URL(getEnv().SITE_URL).protocol === 'https:',
    path: '/',
    maxAge: maxAgeSeconds,
  };
}
