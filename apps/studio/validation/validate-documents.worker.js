// Runs inside @sanity/cli-core's Studio worker (a mocked browser environment, as `sanity documents validate` uses):
// loads this Studio's workspace and validates each document with Sanity's own validateDocument.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { getStudioWorkspaces } from '@sanity/cli-core';
import { validateDocument } from 'sanity';

const [workspace] = await getStudioWorkspaces(process.env.STUDIO_WORKER_STUDIO_ROOT_PATH);
const documents = readFileSync(workerData.file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line));
const ids = new Set(documents.map((document) => document._id));

const flatten = (markers) =>
  markers.map(({ level, message, path }) => ({
    level,
    message,
    path: path.map((segment) => (typeof segment === 'object' ? (segment._key ?? JSON.stringify(segment)) : segment)).join('.'),
  }));
const validate = (document, environment) =>
  validateDocument({
    document,
    workspace,
    environment,
    // No rule of this schema asks the content service anything, so the workspace's own client is never called.
    getClient: (options) => workspace.getClient(options),
    // References are checked against the file itself, as `sanity documents validate --file` does.
    getDocumentExists: ({ id }) => Promise.resolve(ids.has(id)),
  });

// Twice: as the Studio does (its errors block Publish), and as the CLI does, which adds a warning for each field
// the schema does not define but also turns an object's or image's own errors into warnings.
const results = [];
for (const document of documents) {
  results.push({
    id: document._id,
    type: document._type,
    markers: flatten(await validate(document, 'studio')),
    cliMarkers: flatten(await validate(document, 'cli')),
  });
}
parentPort.postMessage(results);
