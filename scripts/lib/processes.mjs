// Child-process helpers shared by start.mjs and test.mjs.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './compile-hints.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const storefrontDir = path.join(root, 'apps/storefront');
export const emulatorDir = path.join(root, 'apps/emulator');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Runs a command to completion, streaming its output; resolves with the exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/** Starts a long-running service; returns the child process. */
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  child.on('error', (error) => console.error(`[${name}] failed to start: ${error.message}`));
  return child;
}

export function startEmulator(env) {
  return startService('emulator', process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: emulatorDir, env });
}

export function nextBin() {
  return bin('next');
}

/** `next build`, then the compile hints every client chunk ships with; resolves with the exit code. */
export async function buildStorefront(env) {
  const code = await run(nextBin(), ['build'], { cwd: storefrontDir, env });
  if (code === 0) addCompileHints(path.join(storefrontDir, env.NEXT_DIST_DIR || '.next'));
  return code;
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stats.mtimeMs);
}

/** True when there is no production build, or a source file changed since the last one. */
export function storefrontBuildIsStale() {
  const buildId = path.join(storefrontDir, '.next/BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = ['src', 'messages', 'public', 'next.config.ts', 'package.json'].map((entry) => path.join(storefrontDir, entry));
  return sources.some((source) => newestMtime(source) > built);
}

/** Stops children on Ctrl-C and when one of them dies; exits with the first failure. */
export function superviseTogether(children) {
  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 3000).unref();
    Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null))).then(() =>
      process.exit(code),
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
  for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
}
