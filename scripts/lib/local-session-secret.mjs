// The session secret of a local start with the emulator (`npm start`, `npm run dev`, benchmarks): made
// once per machine at random and kept in an ignored file, so no secret written in the repository ever
// signs a session and the README's two commands still need no set-up.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const LOCAL_SECRET_FILE = path.join(root, 'node_modules/.cache/maple-storefront/session-secret');

/** This machine's local session secret, made on first use (48 random bytes, readable by its owner only). */
export function localSessionSecret(file = LOCAL_SECRET_FILE) {
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * The storefront's settings for a start with the local emulator: it says so (EMULATOR=on) and gets
 * this machine's secret unless one is set. A start without the emulator gets neither.
 */
export function withLocalEmulator(env) {
  return { ...env, EMULATOR: 'on', SESSION_SECRET: env.SESSION_SECRET || localSessionSecret() };
}
