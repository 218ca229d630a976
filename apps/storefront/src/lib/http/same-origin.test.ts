import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { isSameOriginRequest } = await import('./same-origin');

const SITE = 'https://www.maple-audio.ca';
const check = (headers: Record<string, string>) => isSameOriginRequest(new Headers(headers), SITE);

describe('same-origin check for state-changing requests', () => {
  it('accepts the store origin', () => {
    expect(check({ origin: 'https://www.maple-audio.ca' })).toBe(true);
  });

  it('refuses other origins, schemes and ports', () => {
    expect(check({ origin: 'https://evil.example' })).toBe(false);
    expect(check({ origin: 'http://www.maple-audio.ca' })).toBe(false);
    expect(check({ origin: 'https://www.maple-audio.ca:8443' })).toBe(false);
    expect(check({ origin: 'https://www.maple-audio.ca.evil.example' })).toBe(false);
  });

  it('falls back to the Referer when Origin is missing or "null"', () => {
    expect(check({ referer: 'https://www.maple-audio.ca/fr/account' })).toBe(true);
    expect(check({ origin: 'null', referer: 'https://www.maple-audio.ca/' })).toBe(true);
    expect(check({ referer: 'https://evil.example/www.maple-audio.ca' })).toBe(false);
  });

  it('refuses a request that says nothing about where it comes from', () => {
    expect(check({})).toBe(false);
    expect(check({ origin: 'not a url' })).toBe(false);
  });
});
