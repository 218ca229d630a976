// Loaded by Node directly too (through lib/config/env.ts): no path aliases, erasable TypeScript only.
import { BlockList, isIP } from 'node:net';

/** One address as a socket or a proxy writes it, without brackets, zone or port, IPv4-mapped IPv6 unwrapped. */
function plainAddress(raw: string): string {
  const address = raw
    .trim()
    .replace(/^\[([^\]]+)\](:\d+)?$/, '$1')
    .replace(/%.*$/, '');
  const withoutPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(address)?.[1] ?? address;
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(withoutPort)?.[1] ?? withoutPort;
}

/** Why a comma-separated list of CIDRs (IPv4 or IPv6, `10.0.0.0/8`, `::1/128`; a bare address is one host) is wrong, or null. */
export function cidrListProblem(list: readonly string[]): string | null {
  for (const entry of list) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const widest = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || (prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || Number(prefix) > widest)))
      return `"${entry}" is not an IPv4 or IPv6 CIDR (like 10.0.0.0/8 or fd00::/8)`;
  }
  return null;
}

/**
 * Whether an address belongs to one of the proxies the store is told to trust (TRUSTED_PROXY_CIDRS): only
 * a request whose connection comes from one may have its X-Forwarded-For read (client-address.ts).
 */
export function trustedProxyMatcher(list: readonly string[]): (address: string) => boolean {
  const blocks = new BlockList();
  for (const entry of list) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    blocks.addSubnet(address, prefix === undefined ? (type === 'ipv6' ? 128 : 32) : Number(prefix), type);
  }
  return (raw) => {
    const address = plainAddress(raw);
    const family = isIP(address);
    return family !== 0 && blocks.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
