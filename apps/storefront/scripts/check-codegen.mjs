// Fails when a document does not validate against its schema or a generated type file is stale
// (npm run typecheck runs it before tsc). `npm run codegen` regenerates.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, loadContext } from '@graphql-codegen/cli';

const cwd = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.chdir(cwd);

const context = await loadContext(path.join(cwd, 'codegen.ts'));
context.updateConfig({ silent: true, errorsOnly: true });
let outputs;
try {
  outputs = await generate(context, false);
} catch (error) {
  console.error(`GraphQL documents do not validate:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const stale = [];
for (const { filename, content } of outputs) {
  const committed = await readFile(path.resolve(cwd, filename), 'utf8').catch(() => null);
  if (committed !== content) stale.push(filename);
}
if (stale.length) {
  console.error(`Generated GraphQL types are stale (run npm run codegen): ${stale.join(', ')}`);
  process.exit(1);
}
