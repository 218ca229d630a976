// Fails when a GraphQL document does not validate against its schema or a file the workspace's
// codegen.ts writes is stale. Each workspace's `npm run typecheck` runs it before tsc; `npm run codegen` regenerates.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generate, loadContext } from '@graphql-codegen/cli';

const cwd = process.cwd();

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
