// The advisories of 2024-2026 published for the store's direct production dependencies (and the
// transitive packages named below), kept by hand, so `npm run check:security` and `npm test` can check
// the lock file against them without the registry's audit service (unreachable from the build
// machines). Next.js has its own table (framework-advisories.mjs). Gathered 2026-11-26 from the
// advisories as quoted in public pull requests and issues (decision 0023); add each new one here.
// This does not replace `npm audit`: it knows only what is listed.
import { readFileSync } from 'node:fs';
import semver from 'semver';

/** Where the store's own lock file is. */
const LOCK_FILE = new URL('../../package-lock.json', import.meta.url);

/** React's Server Components packages: their advisories name these, never react or react-dom. */
const SERVER_COMPONENTS_PACKAGES = ['react-server-dom-webpack', 'react-server-dom-turbopack', 'react-server-dom-parcel'];

/**
 * Each advisory: the package it concerns, the versions it affects (semver range), severity as
 * published (the gate fails on high and critical), and where it was read. Where only one line's fix
 * was seen, the lines before it count as affected.
 */
export const PACKAGE_ADVISORIES = [
  ...[
    {
      ids: 'CVE-2025-55182 (GHSA-fv66-9v8q-g76r): remote code execution',
      severity: 'critical',
      affected: '19.0.0 || 19.1.0 || 19.1.1 || 19.2.0',
      source: 'https://github.com/github/advisory-database/pull/6523',
    },
    {
      ids: 'CVE-2025-55184 (GHSA-2m3v-v2m8-q956) and CVE-2025-67779: denial of service; CVE-2025-55183 (GHSA-w37m-7fhw-fmv9): source code exposure',
      severity: 'high',
      affected: '>=19.0.0 <19.0.3 || >=19.1.0 <19.1.4 || >=19.2.0 <19.2.3',
      source: 'https://github.com/epam/ketcher/issues/9005',
    },
    {
      ids: 'CVE-2026-23864 (GHSA-83fc-fqcc-2hmg): denial of service',
      severity: 'high',
      affected: '>=19.0.0 <19.0.4 || >=19.1.0 <19.1.5 || >=19.2.0 <19.2.4',
      source: 'https://www.akamai.com/blog/security-research/2026/jan/cve-2026-23864-react-nextjs-denial-of-service',
    },
    {
      ids: 'CVE-2026-23869 (GHSA-479c-33wc-g2pg): denial of service',
      severity: 'high',
      affected: '>=19.0.0 <19.0.5 || >=19.1.0 <19.1.6 || >=19.2.0 <19.2.5',
      source: 'https://github.com/NVIDIA/IsaacTeleop/pull/414',
    },
    {
      ids: 'CVE-2026-23870: denial of service',
      severity: 'high',
      affected: '>=19.0.0 <19.0.6 || >=19.1.0 <19.1.7 || >=19.2.0 <19.2.6',
      source: 'https://www.sentinelone.com/vulnerability-database/cve-2026-23870/',
    },
    // Only the 19.2 line's fix (19.2.8) was seen, and its severity was not: counted as high. No advisory
    // seen names a 19.3 line, so 19.3 versions are not counted as affected by any of these.
    {
      ids: 'CVE-2026-44907 (GHSA-wx67-qw84-cm4g): denial of service',
      severity: 'high',
      affected: '>=19.0.0 <19.2.8',
      source: 'https://github.com/langgenius/dify/pull/39540',
    },
  ].flatMap((advisory) => SERVER_COMPONENTS_PACKAGES.map((name) => ({ package: name, ...advisory }))),
  {
    package: 'next-intl',
    ids: 'CVE-2026-40299 (GHSA-8f24-v5vv-gm5j): open redirect in the middleware',
    severity: 'moderate',
    affected: '<4.9.1',
    source: 'https://github.com/simonknittel/sam/pull/1976',
  },
  {
    package: 'next-intl',
    ids: 'GHSA-4c35-wcg5-mm9h: prototype pollution through precompiled messages',
    severity: 'moderate',
    affected: '<4.9.2',
    source: 'https://github.com/steemit/wallet/pull/323',
  },
  {
    package: 'jose',
    ids: 'CVE-2024-28176 (GHSA-hhhv-q57g-882q): resource exhaustion through compressed JWE',
    severity: 'moderate',
    affected: '<2.0.7 || >=3.0.0 <4.15.5',
    source: 'https://github.com/muxinc/next-video/pull/217',
  },
  {
    package: 'ai',
    ids: 'CVE-2025-48985 (GHSA-rwvc-j5jr-mgvh): file type allow-list bypass',
    severity: 'low',
    affected: '<5.0.52',
    source: 'https://github.com/hivemoot/hivemoot-bot/issues/193',
  },
  {
    package: 'fastify',
    ids: 'CVE-2025-32442 (GHSA-mg2h-6x62-wpwc): validation bypass through the content type',
    severity: 'high',
    affected: '4.29.0 || >=5.0.0 <5.3.2',
    source: 'https://github.com/nodeshift/faas-js-runtime/pull/421',
  },
  {
    package: 'fastify',
    ids: 'CVE-2026-25223 (GHSA-jx2c-rxcm-jvmq): validation bypass through a tab in the content type',
    severity: 'high',
    affected: '<5.7.2',
    source: 'https://github.com/fastify/fastify/issues/6497',
  },
  {
    package: 'fastify',
    ids: 'CVE-2026-25224 (GHSA-mrq3-vjjr-p77c): unbounded memory in sendWebStream',
    severity: 'low',
    affected: '<5.7.3',
    source: 'https://github.com/loureng/gitorch/issues/140',
  },
  {
    package: 'fastify',
    ids: 'CVE-2026-3635 (GHSA-444r-cwp2-x5xf): forwarded protocol and host spoofing',
    severity: 'moderate',
    affected: '<5.8.3',
    source: 'https://github.com/mastra-ai/mastra/pull/15324',
  },
  {
    package: 'fastify',
    ids: 'CVE-2026-33806 (GHSA-247c-9743-5963): validation bypass through a leading space in the content type',
    severity: 'high',
    affected: '>=5.3.2 <5.8.5',
    source: 'https://test.osv.dev/vulnerability/GHSA-247c-9743-5963',
  },
  {
    package: 'fastify',
    ids: 'GHSA-w2qp-rph6-63g4: schema validation bypass; CVE-2026-16732 (GHSA-3m5p-2c4r-xxw2): forwarded header spoofing',
    severity: 'moderate',
    affected: '<5.12.1',
    source: 'https://github.com/NapGram/NapGram/pull/362',
  },
  {
    package: 'fastify',
    ids: 'four advisories fixed in 5.12.2 (SNYK-JS-FASTIFY-19639040 and after)',
    severity: 'high',
    affected: '<5.12.2',
    source: 'https://github.com/openops-cloud/openops/pull/2475',
  },
  {
    package: 'sharp',
    ids: 'GHSA-f88m-g3jw-g9cj: libvips bugs (CVE-2026-33327, CVE-2026-33328, CVE-2026-35590, CVE-2026-35591)',
    severity: 'high',
    affected: '<0.35.0',
    source: 'https://github.com/simonknittel/sam/pull/2102',
  },
  // fast-uri comes with fastify (the emulator's server); its 2026 fixes landed in 3.1.7 and 4.1.4.
  {
    package: 'fast-uri',
    ids: 'host confusion and server-side request forgery, among them GHSA-4c8g-83qw-93j6, GHSA-7p8r-x3mc-p8w7, GHSA-5jgf-p345-68v8, GHSA-v39h-62p7-jpjc and GHSA-qw65-cvwx-89v3',
    severity: 'high',
    affected: '<3.1.7 || >=4.0.0 <4.1.4',
    source: 'https://github.com/RenzoBeux/Dashboarr/pull/406',
  },
  // esbuild comes with tsx, which runs the emulator.
  {
    package: 'esbuild',
    ids: 'GHSA-67mh-4wv8-2f99: any website can send requests to the development server',
    severity: 'moderate',
    affected: '<=0.24.2',
    source: 'https://github.com/jeremylongshore/claude-code-slack-channel/pull/237',
  },
  {
    package: 'esbuild',
    ids: 'GHSA-gv7w-rqvm-qjhr (high) and GHSA-g7r4-m6w7-qqqr (low)',
    severity: 'high',
    affected: '>=0.17.0 <0.28.1',
    source: 'https://github.com/jeremylongshore/claude-code-slack-channel/pull/237',
  },
];

/** The packages the table speaks of. */
export const PACKAGES_WITH_ADVISORIES = [...new Set(PACKAGE_ADVISORIES.map((advisory) => advisory.package))];

/** Every copy of a package a production install has, per a lock file (v2/v3 "packages"): { name, version, path }. */
export function lockedCopies(lock) {
  return Object.entries(lock.packages ?? {}).flatMap(([path, entry]) => {
    // Like `npm audit --omit=dev`: what only development needs is left out.
    if (!path.includes('node_modules/') || entry.link || !entry.version || entry.dev || entry.devOptional) return [];
    return [{ name: entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version, path }];
  });
}

/** The store's lock file, read from disk. */
export function storeLockFile() {
  return JSON.parse(readFileSync(LOCK_FILE, 'utf8'));
}

/** Each installed copy the table says is affected, with the advisory. */
export function affectedCopies(lock) {
  return lockedCopies(lock).flatMap((copy) =>
    PACKAGE_ADVISORIES.filter(
      (advisory) => advisory.package === copy.name && semver.satisfies(copy.version, advisory.affected, { includePrerelease: true }),
    ).map((advisory) => ({ ...copy, advisory })),
  );
}

/** Whether an advisory's severity fails the gate (npm audit's rule: high and critical). */
export const failsGate = (advisory) => advisory.severity === 'high' || advisory.severity === 'critical';
