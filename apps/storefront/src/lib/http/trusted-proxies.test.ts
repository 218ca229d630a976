import { describe, expect, it } from 'vitest';
import { cidrListProblem, trustedProxyMatcher } from './trusted-proxies';

describe('trusted proxy addresses', () => {
  it('match IPv4 and IPv6 CIDRs, bare addresses as one host, whatever form the address is written in', () => {
    const trusted = trustedProxyMatcher(['10.0.0.0/8', '192.168.1.5', 'fd00::/8', '::1/128']);
    for (const address of ['10.1.2.3', '::ffff:10.1.2.3', '192.168.1.5', '192.168.1.5:443', 'fd00::7', '[fd00::7]:8443', '::1'])
      expect(trusted(address), address).toBe(true);
    for (const address of ['11.0.0.1', '192.168.1.6', 'fe80::1', '2001:db8::1', 'unknown', ''])
      expect(trusted(address), address).toBe(false);
  });

  it('name the entry that is not a CIDR', () => {
    expect(cidrListProblem(['10.0.0.0/8', 'fd00::/8', '127.0.0.1'])).toBeNull();
    expect(cidrListProblem(['10.0.0.0/33'])).toMatch(/"10.0.0.0\/33" is not/);
    expect(cidrListProblem(['fd00::/129'])).toMatch(/not an IPv4 or IPv6 CIDR/);
    expect(cidrListProblem(['proxy.internal'])).toMatch(/"proxy.internal"/);
    expect(cidrListProblem(['10.0.0.0/8/1'])).not.toBeNull();
    expect(cidrListProblem(['10.0.0.0/-1'])).not.toBeNull();
    expect(cidrListProblem(['10.0.0.0/'])).not.toBeNull();
  });
});
