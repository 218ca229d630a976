import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions as chromium } from './support/chromium';
import { CACHE_ADMIN_TOKEN, SANITY_WEBHOOK_SECRET, SHOPIFY_WEBHOOK_SECRET } from './support/webhooks';

// Ports of their own, so a running `npm start` on 3000/4000 does not interfere.
const port = Number(process.env.E2E_PORT ?? 3100);
const emulatorPort = Number(process.env.E2E_EMULATOR_PORT ?? 4100);
// The store runs as in production, on a Redis of its own (3100 -> 6400, so parallel runs on other ports do not meet).
export const redisPort = Number(process.env.E2E_REDIS_PORT ?? port + 3300);
export const baseURL = `http://localhost:${port}`;
export const emulatorURL = `http://127.0.0.1:${emulatorPort}`;

const serverEnv = {
  ...process.env,
  PORT: String(port),
  EMULATOR_PORT: String(emulatorPort),
  SITE_URL: baseURL,
  STOREFRONT_URL: baseURL,
  EMULATOR_DATA_DIR: ':memory:',
  EMULATOR: 'on',
  // A secret for this run only: no secret written in the repository signs a session.
  SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(48).toString('base64url'),
  // The tests stand in for the reverse proxy of the production shape (nginx in front of the store):
  // each test's X-Forwarded-For is what that proxy would send, so each counts as its own client.
  TRUSTED_PROXY_HOPS: '1',
  // That proxy's address: the tests connect over loopback, so the header is read from loopback only.
  TRUSTED_PROXY_CIDRS: '127.0.0.1/32,::1/128',
  // A day's budget low enough for one test (tagged @faults, run alone after the others) to spend it in
  // seconds; the rest of the suite asks the model a few dozen times in all.
  AI_BUDGET_PER_MINUTE: '1000',
  AI_BUDGET_PER_DAY: '300',
  // The shared cache in Redis, the providers' webhooks and the cache lever, as in production
  // (live-catalogue.spec.ts, shared-cache-privacy.spec.ts).
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  E2E_REDIS_PORT: String(redisPort),
  SHOPIFY_WEBHOOK_SECRET,
  SANITY_WEBHOOK_SECRET,
  CACHE_ADMIN_TOKEN,
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Every page renders per request (nonce CSP), and axe scans of whole pages take seconds on 2 cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'en-CA',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // As a shopper who asks for less motion: the store honours it (CONT-10), and the top bar's endless marquee
    // no longer costs each open page a tenth of a core on these 2 cores. marquee.spec.ts tests the moving one.
    reducedMotion: 'reduce',
  },
  projects: [
    // Tests tagged @mobile or @desktop run on that viewport only; the rest run on both.
    {
      name: 'desktop',
      grepInvert: /@mobile|@faults/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
    // In `npm test` the phone viewport runs the phone-specific tests (@mobile: mobile header, menu,
    // search modal, toolbar, bottom sheets) and the axe scan of every page kind (@every-viewport) so
    // CI stays under 30 minutes; E2E_ALL_VIEWPORTS=1 runs every test on both viewports.
    {
      name: 'mobile',
      grep: process.env.E2E_ALL_VIEWPORTS ? /.*/ : /@mobile|@every-viewport/,
      grepInvert: /@desktop|@faults/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
    // Fault rules are global to the emulator: tests that inject them (@faults) run alone, one at a
    // time, after every other test, so no other test sees a degraded provider.
    {
      name: 'faults',
      grep: /@faults/,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      // Debian's redis-server, keeping nothing on disk; Playwright stops it with the run.
      command: `redis-server --port ${redisPort} --bind 127.0.0.1 --save '' --appendonly no`,
      port: redisPort,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: 'node --import tsx src/main.ts',
      cwd: '../apps/emulator',
      url: `${emulatorURL}/__emulator/health`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production build made by `npm test` (or `npm run build`).
      command: `npx next start -H localhost -p ${port}`,
      cwd: '../apps/storefront',
      url: `${baseURL}/`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
