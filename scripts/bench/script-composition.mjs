// `npm run bench:scripts`: what the JavaScript each key page loads is made of (React, Next.js,
// next-intl, the store's own folders), from a production build with browser source maps. Writes
// docs/script-composition.md. Options: --skip-build (reuse .next-sourcemaps), --port 3730, --emulator-port 4730.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { buildStorefront, nextBin, root, startEmulator, startService, storefrontDir, waitForUrl } from '../lib/processes.mjs';
import { withLocalEmulator } from '../lib/local-secrets.mjs';
import { chunkComposition, composition, families } from '../lib/script-composition.mjs';
import { flag, option } from '../lib/command-line.mjs';
import { keyPages, localizedPath } from '../lib/key-pages.mjs';

const port = option('port', '3730');
const emulatorPort = option('emulator-port', '4730');
const base = `http://localhost:${port}`;
const distDir = '.next-sourcemaps';
const env = withLocalEmulator({
  ...process.env,
  EMULATOR_PORT: emulatorPort,
  EMULATOR_DATA_DIR: ':memory:',
  SITE_URL: base,
  STOREFRONT_URL: base,
  NEXT_DIST_DIR: distDir,
  NEXT_SOURCE_MAPS: '1',
  NEXT_TELEMETRY_DISABLED: '1',
});
const FAMILIES = ['React', 'Next.js', 'next-intl', 'other packages', 'the store'];
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The script files a first visit on a phone loads, as paths under the build's directory. */
async function loadedScripts(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === 'script' && pathname.startsWith('/_next/')) files.add(pathname.slice('/_next/'.length));
  });
  await page.goto(url, { waitUntil: 'load' });
  // Idle-time chunks (overlays, render-when-near blocks) count: a first visit fetches them too.
  await page.waitForTimeout(2_000);
  await context.close();
  return [...files].sort();
}

/** A chunk of the build with its source map, when it has one. */
function readChunk(file) {
  const chunkPath = path.join(storefrontDir, distDir, file);
  const code = readFileSync(chunkPath, 'utf8');
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  const map = mapName ? JSON.parse(readFileSync(path.join(path.dirname(chunkPath), mapName), 'utf8')) : null;
  return { code, map };
}

/** Whether each French page loads the very chunks of its English page (messages travel in the document). */
const chunkCompositions = new Map();
/** A chunk's composition, worked out once: most chunks are shared by every page. */
function chunkCompositionOf(file) {
  if (!chunkCompositions.has(file)) chunkCompositions.set(file, chunkComposition(readChunk(file)));
  return chunkCompositions.get(file);
}

function sameChunksInBothLanguages(rows) {
  const differing = rows
    .filter((row) => row.locale === 'fr')
    .filter((french) => rows.find((row) => row.locale === 'en' && row.kind === french.kind)?.chunks.join() !== french.chunks.join());
  return differing.length === 0
    ? 'Each French page loads the same chunks as its English page.'
    : `French pages that load other chunks than their English page: ${differing.map((row) => row.kind).join(', ')}.`;
}

function markdown(rows, paths) {
  const english = rows.filter((row) => row.locale === 'en');
  const folders = [...new Set(english.flatMap((row) => [...row.byOwner.keys()].filter((owner) => owner.startsWith('the store: '))))]
    .map((owner) => ({ owner, max: Math.max(...english.map((row) => row.byOwner.get(owner) ?? 0)) }))
    .filter(({ max }) => max >= 0.05 * 1024)
    .sort((a, b) => b.max - a.max);
  return [
    '# What the scripts each page loads are made of',
    '',
    `Measured by \`npm run bench:scripts\` (scripts/bench/script-composition.mjs) on ${new Date().toISOString().slice(0, 10)}: a production`,
    'build with browser source maps (`NEXT_SOURCE_MAPS=1`, the same chunks plus a map each), the default seed, a first',
    "visit on a phone (412x823) including what it fetches in the first 2 s after load. Each chunk's gzip size is shared",
    'among the source files its map names, in proportion to their raw bytes, so the figures per owner are estimates;',
    'the totals are exact. The total budgets are enforced by e2e/tests/javascript-budget.spec.ts.',
    '',
    `| page | files | gzip (KB) | ${FAMILIES.join(' | ')} | unmapped |`,
    `|---|---:|---:|${FAMILIES.map(() => '---:').join('|')}|---:|`,
    ...rows.map((row) => {
      const sums = families(row.byOwner);
      const cells = FAMILIES.map((family) => kb(sums.get(family) ?? 0));
      return `| ${row.kind} (${row.locale}, \`${row.path}\`) | ${row.files} | ${kb(row.total)} | ${cells.join(' | ')} | ${kb(sums.get('(unmapped)') ?? 0)} |`;
    }),
    '',
    `The product page is \`${paths.product}\`. ${sameChunksInBothLanguages(rows)}`,
    '',
    "## The store's own code, by folder (gzip KB, English pages)",
    '',
    `| folder | ${english.map((row) => row.kind).join(' | ')} |`,
    `|---|${english.map(() => '---:').join('|')}|`,
    ...folders.map(
      ({ owner }) => `| ${owner.replace('the store: ', '')} | ${english.map((row) => kb(row.byOwner.get(owner) ?? 0)).join(' | ')} |`,
    ),
    '',
    'Other packages:',
    '',
    ...[...new Set(english.flatMap((row) => [...row.byOwner.keys()].filter((owner) => owner.startsWith('package: '))))].map(
      (owner) =>
        `- ${owner.replace('package: ', '')}: ${english.map((row) => `${row.kind} ${kb(row.byOwner.get(owner) ?? 0)}`).join(', ')}`,
    ),
    '',
  ].join('\n');
}

const children = [];
const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

children.push(startEmulator(env));
await waitForUrl(`http://127.0.0.1:${emulatorPort}/__emulator/health`, 180_000);
if (!flag('skip-build')) {
  const code = await buildStorefront(env);
  if (code !== 0) throw new Error(`next build failed (exit ${code})`);
}
children.push(startService('storefront', nextBin(), ['start', '-H', 'localhost', '-p', port], { cwd: storefrontDir, env }));
await waitForUrl(`${base}/`, 120_000);

const paths = await keyPages(emulatorPort);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const rows = [];
for (const locale of ['en', 'fr']) {
  for (const [kind, pathname] of Object.entries(paths)) {
    const localized = localizedPath(pathname, locale);
    const files = await loadedScripts(browser, `${base}${localized}`);
    rows.push({ kind, locale, path: localized, files: files.length, chunks: files, ...composition(files.map(chunkCompositionOf)) });
    console.log(`${localized}: ${files.length} scripts, ${kb(rows.at(-1).total)} KB gzip`);
  }
}
await browser.close();
writeFileSync(path.join(root, 'docs/script-composition.md'), markdown(rows, paths));
console.log('Wrote docs/script-composition.md');
process.exit(0);
