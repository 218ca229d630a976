import { mkdirSync, readdirSync, renameSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import { buildBundle } from './build-bundle.js';
import { bundleKey } from './bundle-key.js';

const PREFIX = 'emulator-';

/**
 * The bundle of `entry` for the current sources, built on the first start after any change and kept
 * in node_modules/.cache (older ones are removed). Two emulators starting at once both may build it;
 * each writes its own file and renames it into place, so neither reads a partial one.
 */
export async function cachedBundle(emulatorDir: string, entry: string): Promise<string> {
  const cacheDir = path.join(emulatorDir, 'node_modules', '.cache', 'maple-emulator');
  const file = path.join(cacheDir, `${PREFIX}${bundleKey(emulatorDir)}.cjs`);
  if (existsSync(file)) return file;
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await buildBundle(entry, partial);
  renameSync(partial, file);
  for (const name of readdirSync(cacheDir)) {
    if (name.startsWith(PREFIX) && !name.startsWith(path.basename(file)) && !name.endsWith('.partial')) rmSync(path.join(cacheDir, name), { force: true });
  }
  return file;
}
