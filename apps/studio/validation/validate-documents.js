// Validates an NDJSON file of documents against this Studio's schema with Sanity's own validation, offline.
// `node validation/validate-documents.js <file.ndjson>` prints each error and exits 1 when there is one.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStudioWorker } from '@sanity/cli-core';

const studioRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each document's validation markers (level error, warning or info; a path; a message). */
export function validateDocuments(file) {
  return new Promise((resolve, reject) => {
    const worker = createStudioWorker(new URL('./validate-documents.worker.js', import.meta.url), {
      studioRootPath: studioRoot,
      workerData: { file: path.resolve(file) },
      env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1' },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`validation worker exited with ${code}`)));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: node validation/validate-documents.js <file.ndjson>');
    process.exit(2);
  }
  const results = await validateDocuments(file);
  const errors = results.flatMap(({ id, type, markers }) =>
    markers.filter((marker) => marker.level === 'error').map((marker) => `${type} ${id} ${marker.path}: ${marker.message}`),
  );
  errors.forEach((line) => console.error(line));
  console.log(`${results.length} documents, ${errors.length} errors`);
  process.exit(errors.length > 0 ? 1 : 0);
}
