import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PROVIDER_SETTINGS = /^(SHOPIFY_|SANITY_|SESSION_SECRET$|EMULATOR$)/;

/** Starts the production build with only these settings (none of the test run's): its exit code and output. */
function startWith(settings: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !PROVIDER_SETTINGS.test(name)));
  return new Promise((resolve) => {
    const server = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-H', 'localhost', '-p', '0'], {
      cwd: path.join(root, 'apps/storefront'),
      env: { ...env, NODE_ENV: 'production', ...settings },
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A server that keeps running instead of refusing is stopped here, and its exit code is then not 1.
    const timer = setTimeout(() => server.kill('SIGTERM'), 45_000);
    server.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe('a start that is not configured refuses to run', () => {
  test.describe.configure({ timeout: 120_000 });

  test('production without the emulator names each provider setting still at its emulator default @desktop', async () => {
    const { code, output } = await startWith({ EMULATOR: 'off', SESSION_SECRET: 's'.repeat(40) });
    expect(code).toBe(1);
    for (const name of [
      'SHOPIFY_STORE_DOMAIN',
      'SHOPIFY_STOREFRONT_TOKEN',
      'SHOPIFY_PARTNER_STOREFRONT_TOKEN',
      'SHOPIFY_CUSTOMER_ACCOUNT_URL',
      'SHOPIFY_ADMIN_TOKEN',
      'SANITY_API_HOST',
      'SANITY_PROJECT_ID',
    ]) {
      expect(output).toContain(`${name} is still the emulator's`);
    }
  });

  test('a real provider setting with the others at the emulator is refused, even when told EMULATOR=on, and a local SITE_URL too @desktop', async () => {
    const { code, output } = await startWith({
      EMULATOR: 'on',
      SESSION_SECRET: 's'.repeat(40),
      SHOPIFY_STORE_DOMAIN: 'https://x.myshopify.com',
    });
    expect(code).toBe(1);
    expect(output).toContain('SHOPIFY_STORE_DOMAIN points at a real service, so every provider setting must');
    for (const name of [
      'SHOPIFY_STOREFRONT_TOKEN',
      'SHOPIFY_CUSTOMER_ACCOUNT_URL',
      'SHOPIFY_ADMIN_TOKEN',
      'SANITY_API_HOST',
      'SANITY_PROJECT_ID',
    ]) {
      expect(output).toContain(`${name} is still the emulator's`);
    }
    expect(output).toMatch(/SITE_URL is http:\/\/localhost/);
  });

  test('no start without a session secret, and none falls back to one written in the repository @desktop', async () => {
    const { code, output } = await startWith({ EMULATOR: 'on' });
    expect(code).toBe(1);
    expect(output).toContain('SESSION_SECRET is not set');
  });
});
