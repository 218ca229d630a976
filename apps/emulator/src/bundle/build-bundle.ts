import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as Esbuild from 'esbuild';

// Native addons stay outside (they cannot be inlined); oidc-provider is ESM-only and loads on the first sign-in.
const EXTERNAL = ['sharp', 'oidc-provider'];

/** esbuild as tsx installs it: tsx is what runs the emulator, so it is always there. */
function esbuild(): typeof Esbuild {
  const requireFromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
  return requireFromTsx('esbuild') as typeof Esbuild;
}

/**
 * Writes `entry` and everything it imports (packages included) as one CommonJS file. Each source
 * file keeps its own `import.meta.url`, so paths it resolves from it (data, schemas) do not move.
 */
export async function buildBundle(entry: string, outfile: string): Promise<void> {
  await esbuild().build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    external: EXTERNAL,
    logLevel: 'error',
    plugins: [
      {
        name: 'source-import-meta-url',
        setup(build) {
          build.onLoad({ filter: /\.ts$/ }, (args) => ({
            contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
            loader: 'ts',
          }));
        },
      },
    ],
  });
}
