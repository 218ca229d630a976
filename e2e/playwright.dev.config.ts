import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

// Smoke test of `npm run dev`: next-intl and Next.js behave differently in development builds (a
// precompiled message read with t.raw answered 500 there while production hid it), so every page
// kind is opened once under the development server too. Ports of its own, beside `npm test`'s.
const port = Number(process.env.E2E_DEV_PORT ?? 3200);
const emulatorPort = Number(process.env.E2E_DEV_EMULATOR_PORT ?? 4200);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './dev',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The development server compiles each route on its first request.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: 'list',
  use: {
    baseURL,
    locale: 'en-CA',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // Exactly what a developer runs: the emulator and `next dev`, supervised together.
    command: 'node scripts/start.mjs --dev',
    cwd: '..',
    url: `${baseURL}/`,
    env: {
      ...process.env,
      PORT: String(port),
      EMULATOR_PORT: String(emulatorPort),
      EMULATOR_DATA_DIR: ':memory:',
      SITE_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
