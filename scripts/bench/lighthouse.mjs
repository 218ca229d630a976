// Lighthouse 13 runs for `npm run bench`, with the CPU slowdown calibrated to this machine.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = 'performance,accessibility,best-practices,seo';

/** The mobile slowdown these 2-core runners usually calibrate to (docs/decisions/0009-lighthouse-calibration.md). */
export const RUNNER_CPU_SLOWDOWN = 2.24;

/**
 * The mobile CPU slowdown that makes this host behave like Lighthouse's reference phone, from the
 * benchmarkIndex Lighthouse measures: the formula of Lighthouse's throttling guide
 * (docs/throttling.md, "CPU throttling"; 1533 = 4x, 1300 = 3x, 800 = 2x, 150 = 1x).
 */
export function calibratedCpuMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Runs `attempt` up to three times: Chromium sometimes loses the navigation from its trace (NO_NAVSTART and the like). */
export async function withRetries(label, attempt) {
  for (let count = 1; ; count += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (count >= 3) throw error;
      console.warn(`${label}: attempt ${count} failed (${String(error.message).split('\n').at(-2) ?? error}), retrying`);
    }
  }
}

/** One Lighthouse run, retried as withRetries does. */
export async function lighthouse(url, { formFactor, cpuMultiplier }) {
  return withRetries(`lighthouse ${url}`, () => lighthouseOnce(url, { formFactor, cpuMultiplier }));
}

/**
 * Runs Lighthouse 13 once in Debian's Chromium and returns the path of its JSON report. With
 * `saveAssets`, the trace sits beside it (`<report without .json>-0.trace.json`). `extraFlags` pass
 * through, such as `-G=<dir>` (load the page and save what was gathered) or `-A=<dir>` (only audit it).
 */
export async function runLighthouse(
  url,
  { formFactor = 'mobile', cpuMultiplier, categories = CATEGORIES, saveAssets = false, extraFlags = [] } = {},
) {
  const output = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  // https://localhost is http2-proxy.mjs in front of a local build, with a throwaway certificate.
  const chromeFlags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    ...(url.startsWith('https://localhost') ? ['--ignore-certificate-errors'] : []),
  ];
  const flags = [
    '-y',
    'lighthouse@13.5.0',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=${chromeFlags.join(' ')}`,
    `--only-categories=${categories}`,
    ...(saveAssets ? ['--save-assets'] : []),
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ...(cpuMultiplier ? [`--throttling.cpuSlowdownMultiplier=${cpuMultiplier.toFixed(2)}`] : []),
    ...extraFlags,
  ];
  await execFileAsync('npx', flags, { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 });
  return output;
}

async function lighthouseOnce(url, { formFactor, cpuMultiplier }) {
  await warmUntilFresh(url);
  return readSummary(await runLighthouse(url, { formFactor, cpuMultiplier }));
}

/**
 * Asks for a page until the store's page cache answers it fresh (`x-page-cache: HIT`), so the run that
 * follows loads a warm store. A stale copy is answered at once but rendered again in the background
 * (decision 0016): on these 2 cores that render would take the CPU from the page being measured, which a
 * phone never shares with the server. Pages the cache does not keep (no header) need one request.
 */
async function warmUntilFresh(url) {
  // A background render takes well under a second; after 5 s the run goes ahead on what the cache has.
  for (let attempt = 1; attempt <= 50; attempt += 1) {
    const response = await fetch(url);
    await response.arrayBuffer();
    const status = response.headers.get('x-page-cache');
    if (status === null || status === 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The figures the benchmarks keep from a JSON report written by runLighthouse, which it then deletes. */
export function readSummary(output) {
  const report = JSON.parse(readFileSync(output, 'utf8'));
  rmSync(output, { force: true });
  if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  const score = (name) => Math.round((report.categories[name]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: report.audits['first-contentful-paint'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}
