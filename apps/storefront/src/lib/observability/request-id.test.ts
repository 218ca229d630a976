import { describe, expect, it } from 'vitest';
import { trustedProxyMatcher } from '../http/trusted-proxies';
import { requestIdFor } from './request-id';

const behindNginx = { trustedProxyHops: 1, isTrustedProxy: trustedProxyMatcher(['10.0.0.0/8', '::1/128']) };
const direct = { trustedProxyHops: 0, isTrustedProxy: trustedProxyMatcher([]) };
const made = () => 'made-00000000-0000-4000-8000-000000000000';
const NGINX_ID = '6f1c2a9e0b8d4c7fa1e2b3c4d5e6f708';

describe('the request id', () => {
  it('is the trusted proxy’s X-Request-Id, so its log line and the store’s share it', () => {
    expect(requestIdFor(NGINX_ID, '10.1.2.3', behindNginx, made)).toBe(NGINX_ID);
    expect(requestIdFor(NGINX_ID, '::ffff:10.1.2.3', behindNginx, made)).toBe(NGINX_ID);
    expect(requestIdFor(`  ${NGINX_ID} `, '::1', behindNginx, made)).toBe(NGINX_ID);
  });

  it('is made anew when a client sends one straight to an instance: a spoofed header never names its requests', () => {
    // A client outside the trusted proxies, behind them in configuration.
    expect(requestIdFor(NGINX_ID, '203.0.113.9', behindNginx, made)).toBe(made());
    // No trusted proxy configured at all: even a loopback peer is a client.
    expect(requestIdFor(NGINX_ID, '127.0.0.1', direct, made)).toBe(made());
    expect(requestIdFor(NGINX_ID, '10.1.2.3', direct, made)).toBe(made());
    // Without a known peer nothing is trusted.
    expect(requestIdFor(NGINX_ID, undefined, behindNginx, made)).toBe(made());
    expect(requestIdFor(NGINX_ID, '', behindNginx, made)).toBe(made());
  });

  it('is made anew when even a trusted proxy sends one that could break or flood a log line', () => {
    for (const given of [
      'short',
      'a'.repeat(129),
      `${NGINX_ID}\n{"level":"fatal"}`,
      'id with spaces',
      `${NGINX_ID}, ${NGINX_ID}`,
      '"><script>',
      '',
      undefined,
      [NGINX_ID, NGINX_ID],
    ])
      expect(requestIdFor(given, '10.1.2.3', behindNginx, made), String(given)).toBe(made());
  });

  it('is a random UUID by default', () => {
    const id = requestIdFor(undefined, '203.0.113.9', direct);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(requestIdFor(undefined, '203.0.113.9', direct)).not.toBe(id);
  });
});
