import type { EmulatorConfig } from '../config.js';
import { generateSeed } from '../seed/generate.js';
import type { SeedFile } from '../seed/seed-file.js';
import type { SeedData } from './model.js';

/** The UTC midnight starting the given moment's day: the seed's dates are relative to it. */
function startOfUtcDay(moment: Date): Date {
  const day = new Date(moment.getTime());
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

/**
 * The configured seed: the seed file's when one was given, else generated on first use and kept
 * (generation is the slow part of a cold start).
 */
export function memoisedSeed(config: Pick<EmulatorConfig, 'products' | 'storefrontUrl'>, now: () => Date, file?: SeedFile): () => SeedData {
  if (file) return () => file.seed;
  let seed: SeedData | undefined;
  return () => (seed ??= generateSeed({ products: config.products, referenceDate: startOfUtcDay(now()), storefrontUrl: config.storefrontUrl }));
}

/** What identifies the seed a database holds: another seed file, size or storefront origin means re-seeding. */
export function seedKey(config: Pick<EmulatorConfig, 'products' | 'storefrontUrl'>, file?: Pick<SeedFile, 'digest'>): string {
  if (file) return `file=${file.digest}`;
  return `products=${config.products};storefront=${config.storefrontUrl}`;
}
