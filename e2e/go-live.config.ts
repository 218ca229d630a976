import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions as chromium } from './support/chromium';

// The store on a shop taken live from bare by `npm run shop:setup` (scripts/go-live/run.mjs starts both and sets the ports).
export default defineConfig({
  testDir: './go-live',
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 3106}`,
    locale: 'en-CA',
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    launchOptions: chromium,
  },
});
