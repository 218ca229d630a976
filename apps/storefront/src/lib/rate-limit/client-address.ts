/** Written by the server on every request (src/lib/http/peer-address.ts): the socket's own address. */
export const PEER_ADDRESS_HEADER = 'x-maple-peer-address';

export interface ClientAddressSettings {
  /** Reverse proxies in front of the store whose X-Forwarded-For entries are trusted (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number;
  /** Whether an address is one of those proxies' (TRUSTED_PROXY_CIDRS): only they may say who the client is. */
  isTrustedProxy: (address: string) => boolean;
  /** On Vercel its edge overwrites the client-address headers, and no socket is the client's. */
  onVercel: boolean;
}

function expandIPv6(address: string): string[] | null {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups : null;
}

/**
 * What one client is counted by: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * household or server holds a whole /64 and could rotate through it), anything else as given.
 * @internal exported for its tests
 */
export function addressKey(raw: string): string {
  const address = raw
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (address.includes(':')) {
    const groups = expandIPv6(address);
    if (groups)
      return `${groups
        .slice(0, 4)
        .map((group) => group.replace(/^0+(?=.)/, ''))
        .join(':')}::/64`;
  }
  return address.slice(0, 64) || 'unknown';
}

/**
 * The address a request comes from. With no trusted proxy it is the socket's. Behind trusted proxies,
 * X-Forwarded-For is read right to left from the socket, one entry further for each hop whose address is a
 * trusted proxy's, at most TRUSTED_PROXY_HOPS entries back: a client that reaches an instance directly is
 * its socket address whatever it writes, and what a client wrote at the left end never counts. On Vercel,
 * Vercel's own header.
 */
export function clientAddress(headers: Headers, settings: ClientAddressSettings): string {
  if (settings.onVercel) {
    const vercel = headers.get('x-vercel-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip')?.trim();
    return vercel ? addressKey(vercel) : 'unknown';
  }
  const peer = headers.get(PEER_ADDRESS_HEADER)?.trim();
  // Without the server's stamp nothing here is trustworthy: such requests share one count.
  if (!peer) return 'unknown';
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  let index = chain.length - 1;
  for (let hop = 0; hop < settings.trustedProxyHops && index > 0 && settings.isTrustedProxy(chain[index]!); hop += 1) index -= 1;
  return addressKey(chain[index]!);
}
