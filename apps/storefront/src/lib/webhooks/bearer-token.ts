import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether the Authorization header carries this bearer token (compared in constant time, whatever its length). */
export function hasBearerToken(headers: Headers, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization')?.trim() ?? '')?.[1];
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}
