import { readFileSync } from 'node:fs';
import path from 'node:path';

let buildId: string | undefined;

/** This build's id (Next writes it next to the build), or 'unbuilt' outside a production build. */
export function currentBuildId(): string {
  if (buildId !== undefined) return buildId;
  try {
    buildId = readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim() || 'unbuilt';
  } catch {
    buildId = 'unbuilt';
  }
  return buildId;
}
