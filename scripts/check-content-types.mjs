// Fails when the Studio's schema or the store's GROQ query types are stale: extracts the schema and runs
// Sanity TypeGen as `npm run typegen` does, compares with the committed files, and leaves them as committed.
// The studio workspace's `npm run typecheck` runs it before tsc.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const studio = path.resolve(import.meta.dirname, '../apps/studio');
const committedSchema = path.join(studio, 'schema.json');
const committedTypes = path.resolve(studio, '../storefront/src/lib/content/sanity.types.ts');
const env = { ...process.env, SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', NO_COLOR: '1' };
const sanity = (args) => {
  const result = spawnSync('npx', ['--no-install', 'sanity', ...args], { cwd: studio, env, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`sanity ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
};

// `schema extract --path` is read relative to the Studio's folder: a scratch folder there (.sanity is ignored).
const work = path.join(studio, '.sanity', 'typegen-check');
mkdirSync(work, { recursive: true });
const stale = [];
const schemaBefore = readFileSync(committedSchema, 'utf8');
const typesBefore = readFileSync(committedTypes, 'utf8');
try {
  const extracted = path.join(work, 'schema.json');
  sanity(['schema', 'extract', '--path', path.relative(studio, extracted)]);
  if (readFileSync(extracted, 'utf8') !== schemaBefore) stale.push('apps/studio/schema.json');
  // TypeGen reads schema.json and writes sanity.types.ts in place (its paths come from sanity.cli.ts).
  writeFileSync(committedSchema, readFileSync(extracted, 'utf8'));
  sanity(['typegen', 'generate']);
  if (readFileSync(committedTypes, 'utf8') !== typesBefore) stale.push('apps/storefront/src/lib/content/sanity.types.ts');
} finally {
  writeFileSync(committedSchema, schemaBefore);
  writeFileSync(committedTypes, typesBefore);
  rmSync(work, { recursive: true, force: true });
}
if (stale.length) {
  console.error(`The content model's generated files are stale (run npm run typegen): ${stale.join(', ')}`);
  process.exit(1);
}
