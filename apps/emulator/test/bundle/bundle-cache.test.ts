import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { bundleKey } from '../../src/bundle/bundle-key.js';
import { cachedBundle } from '../../src/bundle/cached-bundle.js';
import { loadBundle } from '../../src/bundle/load-bundle.js';

/** A tiny emulator-shaped folder: two sources, package.json, tsconfig.json. */
const dir = mkdtempSync(path.join(tmpdir(), 'emulator-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const source = (name: string, text: string) => writeFileSync(path.join(dir, 'src', name), text);
mkdirSync(path.join(dir, 'src', 'nested'), { recursive: true });
writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
writeFileSync(path.join(dir, 'tsconfig.json'), '{}');
source('entry.ts', "export { here } from './nested/where.js';\nexport const answer: number = 42;\n");
source('nested/where.ts', 'export const here = import.meta.url;\n');
const entry = path.join(dir, 'src', 'entry.ts');
const cached = () => readdirSync(path.join(dir, 'node_modules', '.cache', 'maple-emulator')).sort();

test('the key is stable, and changes with any source, the package.json or the tsconfig', () => {
  const key = bundleKey(dir);
  expect(bundleKey(dir)).toBe(key);
  source('nested/extra.ts', 'export {};\n');
  const withExtra = bundleKey(dir);
  expect(withExtra).not.toBe(key);
  rmSync(path.join(dir, 'src', 'nested', 'extra.ts'));
  expect(bundleKey(dir)).toBe(key);
  writeFileSync(path.join(dir, 'tsconfig.json'), '{"compilerOptions":{}}');
  expect(bundleKey(dir)).not.toBe(key);
  writeFileSync(path.join(dir, 'tsconfig.json'), '{}');
  expect(bundleKey(dir)).toBe(key);
});

test('a bundle is built once per key, keeps each source file its own import.meta.url, and replaces older ones', async () => {
  const first = await cachedBundle(dir, entry);
  const loaded = loadBundle<{ answer: number; here: string }>(first);
  expect(loaded.exports.answer).toBe(42);
  expect(loaded.exports.here).toBe(pathToFileURL(path.join(dir, 'src', 'nested', 'where.ts')).href);
  const builtAt = statSync(first).mtimeMs;
  expect(await cachedBundle(dir, entry)).toBe(first);
  expect(statSync(first).mtimeMs).toBe(builtAt);

  loaded.saveCompiledCode();
  expect(cached()).toEqual([path.basename(first), `${path.basename(first)}.v8`]);
  // The code cache is accepted on the next load, which then has nothing to save.
  const again = loadBundle<{ answer: number }>(first);
  expect(again.exports.answer).toBe(42);
  again.saveCompiledCode();

  source('entry.ts', "export { here } from './nested/where.js';\nexport const answer: number = 43;\n");
  const second = await cachedBundle(dir, entry);
  expect(second).not.toBe(first);
  expect(loadBundle<{ answer: number }>(second).exports.answer).toBe(43);
  expect(cached()).toEqual([path.basename(second)]);
}, 30_000);
