import { createHmac, timingSafeEqual } from 'node:crypto';

const SESSION_COOKIE = '_session';

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

/** The signature koa's cookies (keygrip, HMAC-SHA1, url-safe base64) put in `<name>.sig`. */
function sign(data: string, key: string): string {
  return createHmac('sha1', key).update(data).digest('base64').replace(/\//g, '_').replace(/\+/g, '-').replace(/=+$/, '');
}

/** The provider session id from the browser's cookies, when its signature matches one of the keys. */
export function sessionIdFromCookies(cookieHeader: string | undefined, keys: readonly string[]): string | undefined {
  const cookies = parseCookies(cookieHeader);
  const value = cookies.get(SESSION_COOKIE);
  const signature = cookies.get(`${SESSION_COOKIE}.sig`);
  if (!value || !signature) return undefined;
  const given = Buffer.from(signature);
  const valid = keys.some((key) => {
    const expected = Buffer.from(sign(`${SESSION_COOKIE}=${value}`, key));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid ? value : undefined;
}

/** Set-Cookie headers that remove the provider's session cookie. */
export function clearedSessionCookies(): string[] {
  const expired = 'path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax; httponly';
  return [`${SESSION_COOKIE}=; ${expired}`, `${SESSION_COOKIE}.sig=; ${expired}`];
}
