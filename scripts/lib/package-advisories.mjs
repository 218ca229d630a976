// The advisories of 2024-2026 published for the store's direct production dependencies and for 20 of the
// packages they bring in (each named below with what brings it), kept by hand, so
// `npm run check:security` and `npm test` can check the lock file against them without the registry's audit
// service (unreachable from the build machines). Next.js has its own table (framework-advisories.mjs).
// Gathered 2026-11-26 from the advisories as quoted in public pull requests, issues and CVE pages
// (decision 0023); add each new one here. This does not replace `npm audit`: it knows only what is listed.
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
  // koa comes with oidc-provider (the emulator's OpenID provider).
  {
    package: 'koa',
    ids: 'CVE-2026-27959 (GHSA-7gcc-r8m5-44qm): host header injection through ctx.hostname',
    severity: 'high',
    affected: '<2.16.4 || >=3.0.0 <3.1.2',
    source: 'https://o3.security/vulnerability/CVE-2026-27959',
  },
  // Fixed in 0.21.2, 1.7.1, 2.15.4 and 3.0.0-alpha.3; the GHSA id as in rogden/tailwind-config-viewer#108.
  {
    package: 'koa',
    ids: 'CVE-2025-25200 (GHSA-593f-38f6-jp5m): regular expression denial of service on X-Forwarded-Proto and X-Forwarded-Host',
    severity: 'critical',
    affected: '<0.21.2 || >=1.0.0 <1.7.1 || >=2.0.0 <2.15.4 || >=3.0.0-alpha.0 <3.0.0-alpha.3',
    source: 'https://github.com/a597873885/webfunny_monitor/pull/346',
  },
  // Its severity was not seen: counted as high.
  {
    package: 'koa',
    ids: 'CVE-2025-32379 (GHSA-x2rg-q646-7m2v): cross-site scripting through ctx.redirect()',
    severity: 'high',
    affected: '<2.16.1 || >=3.0.0-alpha.0 <3.0.0-alpha.5',
    source: 'https://www.tenable.com/cve/CVE-2025-32379',
  },
  // undici comes with get-it (the HTTP client of @sanity/client). Only the 7.x line's fixes are listed; the lines
  // before it count as affected.
  {
    package: 'undici',
    ids: 'CVE-2026-22036 (GHSA-g9mf-h72j-4rw9): unbounded decompression chain',
    severity: 'moderate',
    affected: '<7.18.2',
    source: 'https://github.com/cloudflare/mcp-server-cloudflare/issues/442',
  },
  {
    package: 'undici',
    ids: 'GHSA-f269-vfmq-vjvj, GHSA-vrm6-8vpv-qv8q and GHSA-v9p9-hfj2-hcw8 (high), GHSA-2mjp-6q6p-2qxm, GHSA-4992-7rv2-5pvq and GHSA-phc3-fgpg-7m6h (moderate): WebSocket crashes, memory exhaustion, request smuggling, CRLF injection',
    severity: 'high',
    affected: '<7.24.0',
    source: 'https://github.com/cloudflare/workers-sdk/pull/12927',
  },
  {
    package: 'undici',
    ids: 'GHSA-vmh5-mc38-953g (CVE-2026-9697), GHSA-hm92-r4w5-c3mj and GHSA-vxpw-j846-p89q (high), GHSA-pr7r-676h-xcf6 and GHSA-p88m-4jfj-68fv (moderate), GHSA-35p6-xmwp-9g52 and GHSA-g8m3-5g58-fq7m (low)',
    severity: 'high',
    affected: '<7.28.0',
    source: 'https://github.com/rocketride-org/rocketride-server/pull/1343',
  },
  // The four moderate ones named as in corwinm/oil.code#83.
  {
    package: 'undici',
    ids: 'GHSA-4cwx-7wf7-3272 (high) and four moderate advisories (GHSA-8xcm-r25x-g524, GHSA-jr45-8vmc-qm54, GHSA-v3r7-h72x-cjcm, GHSA-m8rv-5g2x-5cg5)',
    severity: 'high',
    affected: '<7.29.0',
    source: 'https://github.com/simstudioai/sim/pull/6255',
  },
  // vite is a peer dependency of @shopify/hydrogen-react, so a production install has it. The April advisories' 6.x and
  // 8.x fixes (6.4.2, 8.0.5) as in mastra-ai/mastra#17347 and Intelligent-Intern/king#74; the June ones' 6.x and 7.x
  // fixes as in nota/typed-api-spec#267.
  {
    package: 'vite',
    ids: 'CVE-2026-39363 (GHSA-p9ff-h696-f583) and CVE-2026-39364 (GHSA-v2wj-q39q-566r) (high), CVE-2026-39365 (GHSA-4w7w-66w2-5vf9) (moderate): dev server file reads',
    severity: 'high',
    affected: '<6.4.2 || >=7.0.0 <7.3.2 || >=8.0.0 <8.0.5',
    source: 'https://github.com/kinde-oss/management-api-js/pull/137',
  },
  {
    package: 'vite',
    ids: 'CVE-2026-53571 (GHSA-fx2h-pf6j-xcff) (high) and CVE-2026-53632 (GHSA-v6wh-96g9-6wx3) (moderate): dev server on Windows',
    severity: 'high',
    affected: '<6.4.3 || >=7.0.0 <7.3.5 || >=8.0.0 <8.0.16',
    source: 'https://github.com/stickerdaniel/saas-starter/pull/610',
  },
  // postcss comes with next (pinned) and vite.
  {
    package: 'postcss',
    ids: 'CVE-2026-41305 (GHSA-qx2v-qp2m-jg93): cross-site scripting through an unescaped </style>',
    severity: 'moderate',
    affected: '<8.5.10',
    source: 'https://github.com/SecureBananaLabs/bug-bounty/pull/2419',
  },
  {
    package: 'postcss',
    ids: 'CVE-2026-45623 (GHSA-6g55-p6wh-862q): source map file disclosure and denial of service',
    severity: 'high',
    affected: '<8.5.12',
    source: 'https://github.com/potpie-ai/potpie-ui/pull/445',
  },
  {
    package: 'postcss',
    ids: 'GHSA-r28c-9q8g-f849: path traversal in source map auto-loading',
    severity: 'high',
    affected: '<8.5.18',
    source: 'https://github.com/zss-in-js/plumeria/issues/497',
  },
  {
    package: 'postcss',
    ids: 'GHSA-fxqj-rqcc-2cmp: incomplete fix of GHSA-6g55-p6wh-862q',
    severity: 'moderate',
    affected: '<8.5.23',
    source: 'https://github.com/podman-desktop/extension-podman-quadlet/pull/1722',
  },
  // nanoid comes with postcss. The range is npm audit's for the three (their 3.x fixes 3.3.12, 3.3.16 and 3.3.18 as in
  // Valian/live_vue#154); the later lines' fixes were not all seen, so those lines are not counted.
  {
    package: 'nanoid',
    ids: 'CVE-2026-67213 (GHSA-2v37-7h3g-55p8), CVE-2026-67214 (GHSA-28wg-ghj8-5hjv) and GHSA-xwg4-73v4-xw9w: endless loops and predictable ids on crafted sizes',
    severity: 'high',
    affected: '<3.3.18',
    source: 'https://github.com/dennierucom-com/mark-down/issues/54',
  },
  // picomatch comes with vite, tinyglobby and @parcel/watcher (next-intl). The ids of the moderate one as in
  // pinchtab/pinchtab#391.
  {
    package: 'picomatch',
    ids: 'CVE-2026-33671 (GHSA-c2c7-rcm5-vvqj): regular expression denial of service through extglobs',
    severity: 'high',
    affected: '<2.3.2 || >=3.0.0 <3.0.2 || >=4.0.0 <4.0.4',
    source: 'https://github.com/imuniqueshiv/MeetOnMemory/issues/2155',
  },
  {
    package: 'picomatch',
    ids: 'CVE-2026-33672 (GHSA-3v7f-55p6-f55p): method injection in POSIX character classes',
    severity: 'moderate',
    affected: '<2.3.2 || >=4.0.0 <4.0.4',
    source: 'https://github.com/scality/core-ui/pull/1054',
  },
  // ajv, find-my-way and cookie (through light-my-request) come with fastify. ajv's 6.x fix (6.14.0) as in
  // podman-desktop/extension-bootc#2494.
  {
    package: 'ajv',
    ids: 'CVE-2025-69873 (GHSA-2g4f-4pwh-qvx6): regular expression denial of service with the $data option',
    severity: 'moderate',
    affected: '<6.14.0 || >=7.0.0-alpha.0 <8.18.0',
    source: 'https://github.com/podman-desktop/extension-podman-quadlet/pull/1436',
  },
  {
    package: 'find-my-way',
    ids: 'CVE-2026-47219 (GHSA-c96f-x56v-gq3h): denial of service over HTTP/2',
    severity: 'high',
    affected: '<9.7.0',
    source: 'https://github.com/DouglasNeuroInformatics/OpenDataCapture/pull/1452',
  },
  {
    package: 'find-my-way',
    ids: 'CVE-2024-45813 (GHSA-rrr8-f88r-h8q6): regular expression denial of service in multiparametric routes',
    severity: 'high',
    affected: '<8.2.2',
    source: 'https://github.com/equinor/appsec-fundamentals-authn-authz-cs/pull/31',
  },
  {
    package: 'cookie',
    ids: 'CVE-2024-47764 (GHSA-pxg6-pf52-xh8x): out-of-bounds characters in cookie name, path and domain',
    severity: 'low',
    affected: '<0.7.0',
    source: 'https://github.com/dashpay/platform/pull/2211',
  },
  // debug comes with oidc-provider and groq-js. Only the malicious 4.4.2 publication is affected (debug-js/debug#1005).
  {
    package: 'debug',
    ids: 'GHSA-8mgj-vmr8-frr6: malware in the published 4.4.2',
    severity: 'critical',
    affected: '4.4.2',
    source: 'https://github.com/expressjs/express/issues/6751',
  },
  // The test tools below are in the lock file as devOptional (vitest is an optional peer of get-it, @playwright/test
  // of next), which `npm audit --omit=dev` still counts. ws comes with happy-dom; the 2.1.0-5.2.3 line as in the CVE
  // text quoted in takenet/blip-ds#896.
  {
    package: 'ws',
    ids: 'CVE-2024-37890 (GHSA-3h5v-q93c-6h6q): denial of service through many HTTP headers',
    severity: 'high',
    affected: '>=2.1.0 <5.2.4 || >=6.0.0 <6.2.3 || >=7.0.0 <7.5.10 || >=8.0.0 <8.17.1',
    source: 'https://github.com/cisagov/XFD/issues/438',
  },
  {
    package: 'happy-dom',
    ids: 'CVE-2024-51757 (GHSA-96g7-g7g9-jxw8)',
    severity: 'critical',
    affected: '<15.10.2',
    source: 'https://github.com/apollographql/odyssey-lift-off-part2/pull/87',
  },
  {
    package: 'happy-dom',
    ids: 'CVE-2025-61927 (GHSA-37j7-fg3j-429f): VM context escape, remote code execution',
    severity: 'critical',
    affected: '<20.0.0',
    source: 'https://github.com/comet-ml/opik/pull/5082',
  },
  // The affected range's start (15.10.0) as in shenjingnan/xiaozhi-client#2745, the GHSA id of CVE-2026-34226 as in
  // shenjingnan/xiaozhi-client#2951.
  {
    package: 'happy-dom',
    ids: 'CVE-2026-33943 (GHSA-6q6h-j7hj-3r64): code execution through the ECMAScript module compiler',
    severity: 'high',
    affected: '>=15.10.0 <20.8.8',
    source: 'https://github.com/Abilityai/trinity/issues/485',
  },
  {
    package: 'happy-dom',
    ids: 'CVE-2026-34226 (GHSA-w4gp-fjgq-3q4g): fetch sends the cookies of the page origin instead of those of the target',
    severity: 'high',
    affected: '<20.8.9',
    source: 'https://github.com/Abilityai/trinity/issues/485',
  },
  // The 3.x fix (3.0.5) as in coinbase/onchainkit#1923.
  {
    package: 'vitest',
    ids: 'CVE-2025-24964 (GHSA-9crc-q9x8-hgqq): remote code execution while the API server listens',
    severity: 'critical',
    affected: '<2.1.9 || >=3.0.0-0 <3.0.5',
    source: 'https://github.com/iTwin/itwinjs-core/pull/7710',
  },
  // The 3.x fix (3.2.6) as in lingodotdev/lingo.dev#2107.
  {
    package: 'vitest',
    ids: 'CVE-2026-47429 (GHSA-5xrq-8626-4rwp): file read and execution while the UI server listens',
    severity: 'critical',
    affected: '<3.2.6 || >=4.0.0-0 <4.1.0',
    source: 'https://github.com/opena2a-org/hackmyagent/pull/217',
  },
  {
    package: 'playwright',
    ids: 'CVE-2025-59288 (GHSA-7mvr-c777-76hp): browsers downloaded without checking the certificate',
    severity: 'high',
    affected: '<1.55.1',
    source: 'https://github.com/opencloud-eu/desktop/pull/745',
  },
];

/** The packages the table speaks of. */
export const PACKAGES_WITH_ADVISORIES = [...new Set(PACKAGE_ADVISORIES.map((advisory) => advisory.package))];

/** Every copy of a package a production install has, per a lock file (v2/v3 "packages"): { name, version, path }. */
export function lockedCopies(lock) {
  return Object.entries(lock.packages ?? {}).flatMap(([path, entry]) => {
    // Like `npm audit --omit=dev`: what only development needs is left out. A devOptional copy (a development
    // dependency that is also an optional one of a production package) stays, as npm keeps it unless optional
    // dependencies are omitted too (@npmcli/arborist, Node#shouldOmit).
    if (!path.includes('node_modules/') || entry.link || !entry.version || entry.dev) return [];
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
