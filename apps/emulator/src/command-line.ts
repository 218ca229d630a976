import path from 'node:path';
import { parseArgs } from 'node:util';

/** A command line the emulator cannot run with; the message says what is wrong. */
export class CommandLineError extends Error {
  override name = 'CommandLineError';
}

export const USAGE = `Usage: npm start -w @maple/emulator -- [--seed file.json]
       (or: tsx src/main.ts [--seed file.json])

  --seed file.json  serve this seed instead of the generated one: the shape
                    \`npm run seed -w @maple/emulator -- --out file.json\` writes
  --help            print this text

Everything else is set in the environment (EMULATOR_PORT, EMULATOR_DATA_DIR,
EMULATOR_PRODUCTS, ...): see apps/emulator/README.md.`;

export interface CommandLine {
  help: boolean;
  /** The seed file as an absolute path, or undefined to generate the seed. */
  seedFile?: string;
}

/** Reads the emulator's arguments (process.argv.slice(2)). */
export function readCommandLine(args: readonly string[]): CommandLine {
  let values: { help?: boolean; seed?: string };
  try {
    values = parseArgs({ args: [...args], options: { seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true }).values;
  } catch (error) {
    throw new CommandLineError((error as Error).message);
  }
  if (values.seed !== undefined && values.seed.trim() === '') throw new CommandLineError('--seed needs the path of a JSON seed file');
  return { help: values.help ?? false, ...(values.seed === undefined ? {} : { seedFile: path.resolve(values.seed) }) };
}
