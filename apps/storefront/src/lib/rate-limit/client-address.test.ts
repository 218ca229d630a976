import { describe, expect, it } from 'vitest';
import { trustedProxyMatcher } from '@/lib/http/trusted-proxies';
import { addressKey, clientAddress, PEER_ADDRESS_HEADER } from './client-address';

const isTrustedProxy = trustedProxyMatcher(['10.0.0.0/8', '127.0.0.1/32', 'fd00::/8']);
const direct = { trustedProxyHops: 0, isTrustedProxy, onVercel: false };
const behindOneProxy = { trustedProxyHops: 1, isTrustedProxy, onVercel: false };
const request = (headers: Record<string, string>) => new Headers(headers);

describe('client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For and X-Real-IP say', () => {
    const headers = request({ [PEER_ADDRESS_HEADER]: '203.0.113.7', 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2' });
    expect(clientAddress(headers, direct)).toBe('203.0.113.7');
  });

  it('behind trusted proxies, reads X-Forwarded-For right to left, so a forged left end never counts', () => {
    // The client wrote "6.6.6.6"; the proxy appended the address it saw, 203.0.113.7; the socket is the proxy.
    const forged = request({ [PEER_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
    expect(clientAddress(forged, behindOneProxy)).toBe('203.0.113.7');
    const twoHops = request({ [PEER_ADDRESS_HEADER]: '10.0.0.3', 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2' });
    expect(clientAddress(twoHops, { trustedProxyHops: 2, isTrustedProxy, onVercel: false })).toBe('203.0.113.7');
  });

  it('ERR-23: reads X-Forwarded-For only from a trusted proxy: a client past the proxy is its socket address', () => {
    const direct = request({ [PEER_ADDRESS_HEADER]: '198.51.100.77', 'x-forwarded-for': '203.0.113.1' });
    expect(clientAddress(direct, behindOneProxy)).toBe('198.51.100.77');
    // The walk ends at the first hop that is not a trusted proxy, however many hops are allowed.
    const spoofedHop = request({ [PEER_ADDRESS_HEADER]: '10.0.0.3', 'x-forwarded-for': '6.6.6.6, 198.51.100.8' });
    expect(clientAddress(spoofedHop, { ...behindOneProxy, trustedProxyHops: 3 })).toBe('198.51.100.8');
    // A client writing a proxy's address at the left end gains nothing: hops bound the walk.
    const forgedProxy = request({ [PEER_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '10.9.9.9, 203.0.113.7' });
    expect(clientAddress(forgedProxy, behindOneProxy)).toBe('203.0.113.7');
    // IPv6 and IPv4-mapped sockets are matched too.
    expect(clientAddress(request({ [PEER_ADDRESS_HEADER]: 'fd00::2', 'x-forwarded-for': '203.0.113.9' }), behindOneProxy)).toBe(
      '203.0.113.9',
    );
    expect(clientAddress(request({ [PEER_ADDRESS_HEADER]: '::ffff:127.0.0.1', 'x-forwarded-for': '203.0.113.9' }), behindOneProxy)).toBe(
      '203.0.113.9',
    );
  });

  it('with fewer entries than trusted hops, takes the farthest one there is', () => {
    expect(clientAddress(request({ [PEER_ADDRESS_HEADER]: '127.0.0.1' }), behindOneProxy)).toBe('127.0.0.1');
  });

  it('shares one count for requests the server did not stamp', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), direct)).toBe('unknown');
  });

  it("on Vercel, uses Vercel's own client-address header, then X-Real-IP", () => {
    const onVercel = { trustedProxyHops: 0, isTrustedProxy, onVercel: true };
    expect(clientAddress(request({ 'x-vercel-forwarded-for': '203.0.113.5', 'x-forwarded-for': '6.6.6.6' }), onVercel)).toBe('203.0.113.5');
    expect(clientAddress(request({ 'x-real-ip': '203.0.113.6' }), onVercel)).toBe('203.0.113.6');
    expect(clientAddress(request({ [PEER_ADDRESS_HEADER]: '10.1.1.1' }), onVercel)).toBe('unknown');
  });
});

describe('address key', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped IPv6', () => {
    expect(addressKey(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however it writes the address', () => {
    expect(addressKey('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:85a3:1::/64');
    expect(addressKey('2001:DB8:85A3:0001::1')).toBe('2001:db8:85a3:1::/64');
    expect(addressKey('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything else short', () => {
    expect(addressKey('x'.repeat(200))).toHaveLength(64);
    expect(addressKey('')).toBe('unknown');
  });
});
