import { fileURLToPath } from 'node:url';
import { cachedBundle } from './bundle/cached-bundle.js';
import { loadBundle, type LoadedBundle } from './bundle/load-bundle.js';

type Start = typeof import('./start.js');

const emulatorDir = fileURLToPath(new URL('..', import.meta.url));
const entry = fileURLToPath(new URL('./start.ts', import.meta.url));

// One precompiled file instead of ~900 modules through tsx's loader: half of a cold start (decision 0017).
// EMULATOR_BUNDLE=off runs the sources (tsx watch only sees files loaded through it).
async function loadStart(): Promise<LoadedBundle<Start>> {
  const fromSources = async () => ({ exports: await import('./start.js'), saveCompiledCode: () => undefined });
  if (process.env.EMULATOR_BUNDLE === 'off') return fromSources();
  let bundle: string;
  try {
    bundle = await cachedBundle(emulatorDir, entry);
  } catch (error) {
    console.warn(`Could not bundle the emulator (${(error as Error).message}); running its sources.`);
    return fromSources();
  }
  return loadBundle<Start>(bundle);
}

const start = await loadStart();
await start.exports.runFromCommandLine(process.argv.slice(2));
start.saveCompiledCode();
