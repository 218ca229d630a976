import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SeedData } from '../catalog/model.js';
import { SeedShapeError, validateSeed } from './validate-seed.js';

/** A seed file that cannot be used: unreadable, not JSON, or not a seed. The message says which and where. */
export class SeedFileError extends Error {
  override name = 'SeedFileError';
}

export interface SeedFile {
  seed: SeedData;
  /** Identifies the file's content: a database seeded from other data is seeded again. */
  digest: string;
}

/** Reads and checks a seed written by `seed --out`; nothing is stored until the whole file has passed. */
export function readSeedFile(path: string): SeedFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new SeedFileError(`Cannot read the seed file ${path}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SeedFileError(`The seed file ${path} is not JSON: ${(error as Error).message}`);
  }
  try {
    return { seed: validateSeed(parsed), digest: createHash('sha256').update(text).digest('hex').slice(0, 16) };
  } catch (error) {
    if (error instanceof SeedShapeError) throw new SeedFileError(`The seed file ${path} is not a seed: ${error.message}`);
    throw error;
  }
}
