import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isIP } from 'node:net';
import { bitString, boolean, explicit, integer, objectIdentifier, octetString, sequence, set, tagged, time, utf8String } from './der.js';

export interface CertificatePair {
  /** PEM certificate, to give clients that must trust it (NODE_EXTRA_CA_CERTS, a browser's store). */
  cert: string;
  /** PEM private key (PKCS #8). */
  key: string;
}

const ECDSA_WITH_SHA256 = sequence(objectIdentifier('1.2.840.10045.4.3.2'));
const DAY_MS = 24 * 60 * 60 * 1000;

function name(commonName: string): Buffer {
  return sequence(set(sequence(objectIdentifier('2.5.4.3'), utf8String(commonName))));
}

function extension(oid: string, critical: boolean, value: Buffer): Buffer {
  return sequence(objectIdentifier(oid), ...(critical ? [boolean(true)] : []), octetString(value));
}

/** Subject alternative names: DNS names as [2], IP addresses (v4 or v6) as [7]. */
function alternativeNames(hosts: readonly string[]): Buffer {
  return sequence(
    ...hosts.map((host) => {
      const bare = host.replace(/^\[|\]$/g, '');
      if (isIP(bare) === 4) return tagged(0x87, Buffer.from(bare.split('.').map(Number)));
      if (isIP(bare) === 6) return tagged(0x87, ipv6Bytes(bare));
      return tagged(0x82, Buffer.from(host, 'ascii'));
    }),
  );
}

function ipv6Bytes(address: string): Buffer {
  const [head, tail] = address.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = [...groups(head), ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...groups(tail)];
  return Buffer.from(all.flatMap((group) => [parseInt(group, 16) >> 8, parseInt(group, 16) & 0xff]));
}

/**
 * A self-signed certificate for a local TLS listener (P-256 key, ECDSA with SHA-256), valid for the
 * given host names and addresses for `days` days; made with Node's crypto alone, nothing to install.
 */
export function selfSignedCertificate(hosts: readonly string[], now = new Date(), days = 365): CertificatePair {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const subject = name('Maple Audio emulator (local)');
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(Buffer.concat([Buffer.from([0x01]), randomBytes(15)])),
    ECDSA_WITH_SHA256,
    subject,
    sequence(time(new Date(now.getTime() - DAY_MS)), time(new Date(now.getTime() + days * DAY_MS))),
    subject,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(
      3,
      sequence(
        extension('2.5.29.17', false, alternativeNames(hosts)),
        extension('2.5.29.19', true, sequence()),
        extension('2.5.29.37', false, sequence(objectIdentifier('1.3.6.1.5.5.7.3.1'))),
      ),
    ),
  );
  const certificate = sequence(tbs, ECDSA_WITH_SHA256, bitString(sign('sha256', tbs, privateKey)));
  const base64 = certificate.toString('base64').replace(/.{64}/g, '$&\n');
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
