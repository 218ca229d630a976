// The Next.js security releases of 2025-2026 that concern the store's line (16.x), kept by hand from
// their public advisories, so `npm run check:security` and `npm test` can tell whether the installed
// Next.js has their fixes without the registry's audit service (unreachable from the build machines).
// React's Server Components advisories are in react-server-dom-*, which Next.js vendors: for that copy
// its version is the one that counts (a copy installed as a package is checked by package-advisories.mjs).
// Add each new security release here; this does not replace `npm audit`.
import { createRequire } from 'node:module';
import semver from 'semver';

/** The major line this table vouches for; another major must be reviewed by hand. */
export const COVERED_NEXT_MAJOR = 16;

/** Each release: the advisories it fixed and the 16.x versions they affect (semver ranges). */
export const NEXT_SECURITY_RELEASES = [
  {
    published: '2025-12-03',
    advisories: ['CVE-2025-66478 (GHSA-9qr9-h5gf-34mp, critical): remote code execution through the Server Components protocol'],
    affected: '>=16.0.0-0 <16.0.7',
    source: 'https://nextjs.org/blog/CVE-2025-66478',
  },
  {
    published: '2025-12-11',
    advisories: [
      'CVE-2025-55184 (GHSA-mwv6-3258-q52c, high) and CVE-2025-67779 (GHSA-5j59-xgg2-r9c4, high): denial of service through Server Functions',
      'CVE-2025-55183 (GHSA-w37m-7fhw-fmv9, medium): source code of Server Functions exposed',
    ],
    affected: '>=16.0.0-0 <16.0.10',
    source: 'https://nextjs.org/blog/security-update-2025-12-11',
  },
  {
    published: '2026-01-26',
    advisories: ['CVE-2026-23864 (GHSA-h25m-26qc-wcjf, high): denial of service through Server Function deserialization'],
    affected: '>=16.0.0-0 <16.0.11 || >=16.1.0-0 <16.1.5',
    source: 'https://vercel.com/changelog/summary-of-cve-2026-23864',
  },
  {
    published: '2026-04-08',
    advisories: ['CVE-2026-23869 (high): denial of service through Server Function endpoints'],
    // Only the 16.2 fix is known here; earlier minors are treated as affected.
    affected: '>=16.0.0-0 <16.2.3',
    source: 'https://www.cve.org/CVERecord?id=CVE-2026-23869',
  },
  {
    published: '2026-05-07',
    advisories: [
      '13 advisories, among them middleware and proxy bypasses (GHSA-267c-6grr-h53f, GHSA-26hh-7cqf-hhc6, GHSA-492v-c6pp-mqqv, GHSA-36qx-fr4f-26g5, high)',
      'server-side request forgery through WebSocket upgrades (GHSA-c4j6-fc7j-m34r, high) and CVE-2026-23870 (Server Components denial of service, high)',
      'cross-site scripting through CSP nonces (GHSA-ffhc-5mcf-pf4q) and beforeInteractive scripts (GHSA-gx5p-jg67-6x7h), cache poisoning (GHSA-vfv6-92ff-j949)',
    ],
    affected: '>=16.0.0-0 <16.2.6',
    source: 'https://vercel.com/changelog/next-js-may-2026-security-release',
  },
  {
    published: '2026-07-21',
    advisories: ['9 advisories (4 high): App Router denial of service, middleware and proxy bypasses, SSRF, RSC response cache poisoning'],
    // Announced with 16.2.11; 16.2.12, five days later, brought React 19.2.8 along, so it is the floor.
    affected: '>=16.0.0-0 <16.2.12',
    source: 'https://nextjs.org/blog/july-2026-security-release',
  },
  {
    published: '2026-08-25',
    advisories: [
      'GHSA-2xp9-vwfh-vxw4 (critical): remote code execution in the Image Optimization API through AVIF images',
      'CVE-2026-75604 (GHSA-p293-qw3h-jr36, critical): remote code execution on Windows-hosted servers',
    ],
    affected: '>=16.0.0-0 <16.3.3',
    source: 'https://nextjs.org/blog/august-2026-security-release',
  },
];

/**
 * What the table says of one Next.js version: `covered` false when it is not on the line the table
 * vouches for, else the releases whose fixes it lacks (empty when it has them all).
 */
export function nextSecurityStatus(version) {
  const parsed = semver.parse(version);
  if (!parsed) throw new Error(`not a version: ${version}`);
  if (parsed.major !== COVERED_NEXT_MAJOR) return { covered: false, missing: [] };
  const missing = NEXT_SECURITY_RELEASES.filter((release) => semver.satisfies(version, release.affected, { includePrerelease: true }));
  return { covered: true, missing };
}

/** The Next.js version the storefront resolves (its workspace may hold its own copy). */
export function installedNextVersion() {
  return createRequire(new URL('../../apps/storefront/package.json', import.meta.url))('next/package.json').version;
}
