import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every file under `dir`, sorted, so the key does not depend on directory order. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** npm's record of what is installed (node_modules/.package-lock.json), in the emulator and every folder above it. */
function installRecords(emulatorDir: string): string[] {
  const records: string[] = [];
  for (let dir = emulatorDir; ; dir = path.dirname(dir)) {
    const record = path.join(dir, 'node_modules', '.package-lock.json');
    if (existsSync(record)) records.push(record);
    if (path.dirname(dir) === dir) return records;
  }
}

/** The monorepo's own packages the emulator inlines (installed as links, so npm's record does not see their edits). */
const WORKSPACE_PACKAGES = ['@maple/shopify-schemas', '@maple/shop-model/metafields'];

/**
 * Identifies a bundle by everything it is made of: the sources, the installed packages it inlines,
 * the emulator's package.json and tsconfig, and where the emulator lives (its paths are inlined).
 */
export function bundleKey(emulatorDir: string): string {
  const hash = createHash('sha256').update(emulatorDir);
  // A workspace's own installs (its node_modules) are in npm's record already.
  const workspaceFiles = WORKSPACE_PACKAGES.flatMap((name) => filesUnder(path.dirname(fileURLToPath(import.meta.resolve(name))))).filter(
    (file) => !file.split(path.sep).includes('node_modules'),
  );
  const inputs = [
    ...filesUnder(path.join(emulatorDir, 'src')),
    ...workspaceFiles,
    ...installRecords(emulatorDir),
    path.join(emulatorDir, 'package.json'),
    path.join(emulatorDir, 'tsconfig.json'),
  ];
  for (const file of inputs) hash.update(`\0${path.relative(emulatorDir, file)}\0`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
