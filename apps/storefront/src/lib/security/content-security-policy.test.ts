import { describe, expect, it } from 'vitest';
import { originOf } from '@/lib/http/origin-of';
import { contentSecurityPolicy, createNonce, staticSecurityHeaders } from './content-security-policy';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)] as const));

const base = {
  nonce: 'abc123',
  imageOrigins: ['http://127.0.0.1:4000', 'https://cdn.shopify.com'],
  tagManager: false,
  https: true,
  development: false,
};

describe('content security policy', () => {
  it('lets scripts run only with the nonce (and what they load), never eval or inline handlers', () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(base)).not.toMatch(/unsafe-eval/);
  });

  it('allows images from the providers and, only with a container, the tag manager', () => {
    expect(directives(contentSecurityPolicy(base)).get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...base.imageOrigins]);
    expect(contentSecurityPolicy(base)).not.toMatch(/google/);
    const withTagManager = directives(contentSecurityPolicy({ ...base, tagManager: true }));
    expect(withTagManager.get('connect-src')).toContain('https://*.google-analytics.com');
  });

  it('upgrades insecure requests only over TLS, and relaxes eval only in development', () => {
    expect(contentSecurityPolicy(base)).toMatch(/upgrade-insecure-requests$/);
    expect(contentSecurityPolicy({ ...base, https: false })).not.toMatch(/upgrade-insecure-requests/);
    expect(directives(contentSecurityPolicy({ ...base, development: true })).get('script-src')).toContain("'unsafe-eval'");
  });

  it('makes a fresh 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect(atob([...nonces][0]!)).toHaveLength(16);
  });

  it('reads origins from configured URLs', () => {
    expect(originOf('https://shop.example.com/path?x=1')).toBe('https://shop.example.com');
    expect(originOf('not a url')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });

  it('sends the transport and isolation headers on every response', () => {
    const names = staticSecurityHeaders().map((header) => header.key);
    expect(names).toEqual(
      expect.arrayContaining([
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'X-Frame-Options',
      ]),
    );
  });
});
