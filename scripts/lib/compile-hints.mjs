#!/usr/bin/env node
// Marks every client chunk of a storefront build with V8's explicit compile hint, so Chrome compiles
// its functions while the script streams in, off the main thread, instead of lazily on first call
// during hydration (docs/decisions/0012-compile-hints.md). Idempotent; run after `next build`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prepends the hint to each .js file under <distDir>/static/chunks; returns how many it changed. */
export function addCompileHints(distDir) {
  const chunksDir = path.join(distDir, 'static', 'chunks');
  let changed = 0;
  for (const entry of readdirSync(chunksDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    changed += 1;
  }
  return changed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const storefrontDir = fileURLToPath(new URL('../../apps/storefront', import.meta.url));
  const distDir = path.resolve(storefrontDir, process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
  console.log(`compile hints: ${addCompileHints(distDir)} chunks marked in ${path.relative(process.cwd(), distDir) || '.'}`);
}
