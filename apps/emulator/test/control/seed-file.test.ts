import type { FastifyInstance } from 'fastify';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedData } from '../../src/catalog/model.js';
import type { EmulatorConfig } from '../../src/config.js';
import { generateSeed } from '../../src/seed/generate.js';
import { readSeedFile, SeedFileError } from '../../src/seed/seed-file.js';
import { buildServer } from '../../src/server.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- seeds are edited and GraphQL answers read field by field */

const run = promisify(execFile);
const emulatorDir = fileURLToPath(new URL('../..', import.meta.url));
// tsx's command line, run by this Node (the package may be installed at the workspace's root).
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const DAY = '2026-11-20T00:00:00.000Z';
const now = () => new Date('2026-11-20T12:00:00Z');

let dir: string;
let seedPath: string;
let written: SeedData;

/** The emulator's command line in a child process: its exit code and what it printed. */
async function emulator(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [tsxCli, 'src/main.ts', ...args], {
      cwd: emulatorDir,
      env: { ...process.env, EMULATOR_BUNDLE: 'off', EMULATOR_PORT: '4120', ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A copy of the written seed changed by `edit`, saved as a file; its path. */
function badSeed(name: string, edit: (seed: any) => void): string {
  const copy = structuredClone(written);
  edit(copy);
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(copy));
  return file;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'emulator-seed-file-'));
  seedPath = path.join(dir, 'seed.json');
  // What `npm run seed -w @maple/emulator -- --out` writes.
  const { stdout } = await run(process.execPath, [tsxCli, 'src/seed/cli.ts', '--products', '60', '--date', DAY, '--out', seedPath], { cwd: emulatorDir, timeout: 60_000 });
  expect(stdout).toContain(`written to ${seedPath}`);
  written = JSON.parse(readFileSync(seedPath, 'utf8')) as SeedData;
}, 90_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a seed file round trip', () => {
  let fromFile: FastifyInstance;
  let generated: FastifyInstance;
  const config: EmulatorConfig = { host: '127.0.0.1', port: 0, dataDir: ':memory:', products: 60, storefrontUrl: 'http://localhost:3000' };

  beforeAll(async () => {
    // The file's catalogue, whatever size is configured.
    fromFile = await buildServer({ ...config, products: 1500, seedFile: seedPath }, { now });
    generated = await buildServer(config, { now });
  }, 60_000);
  afterAll(() => Promise.all([fromFile?.close(), generated?.close()]));

  const storefront = (app: FastifyInstance, query: string) =>
    app.inject({ method: 'POST', url: '/api/2026-04/graphql.json', headers: { 'x-shopify-storefront-access-token': 'any' }, payload: { query } }).then((response) => response.json());

  it('serves the catalogue --out wrote, the same as the generated one', async () => {
    const documents = [
      '{ shop { name description primaryDomain { url } } locations(first: 5) { nodes { name address { formatted } } } }',
      '{ products(first: 100, sortKey: ID) { nodes { handle title vendor tags variants(first: 10) { nodes { sku price { amount } compareAtPrice { amount } quantityAvailable } } } } }',
      'query @inContext(language: FR) { collections(first: 100, sortKey: ID) { nodes { handle title products(first: 5) { nodes { handle } } } } }',
      '{ menu(handle: "main-menu") { items { title url items { title } } } }',
    ];
    for (const document of documents) {
      const answer = await storefront(fromFile, document);
      expect(answer.errors).toBeUndefined();
      expect(answer).toEqual(await storefront(generated, document));
    }
    expect((await fromFile.inject({ url: '/__emulator/health', remoteAddress: '127.0.0.1' })).json()).toMatchObject({ ok: true, products: 60 });
    const products = (await storefront(fromFile, '{ products(first: 100) { nodes { handle } } }')).data.products.nodes.map((node: any) => node.handle);
    expect(products.sort()).toEqual(written.products.map((product) => product.handle).sort());
  });

  it('reads the file back to the data the generator made', () => {
    expect(readSeedFile(seedPath).seed).toStrictEqual(generateSeed({ products: 60, referenceDate: new Date(DAY) }));
  });
});

describe('a seed file that is not a seed', () => {
  const refusal = (file: string) => {
    try {
      readSeedFile(file);
    } catch (error) {
      expect(error).toBeInstanceOf(SeedFileError);
      return (error as Error).message;
    }
    throw new Error(`${file} was accepted`);
  };

  it('is refused with the field that is wrong', () => {
    expect(refusal(badSeed('price.json', (seed) => (seed.products[3].variants[0].price = 12.5)))).toMatch(
      /is not a seed: products\[3\]\.variants\[0\]\.price: expected an amount as a decimal string, e\.g\. "12\.50", got 12\.5$/,
    );
    expect(refusal(badSeed('missing.json', (seed) => delete seed.shop.partnerPriceLists))).toMatch(/shop\.partnerPriceLists: missing$/);
    expect(refusal(badSeed('base.json', (seed) => (seed.shop.partnerPriceLists[1].base = 'retail')))).toMatch(
      /shop\.partnerPriceLists\[1\]\.base: expected "compareAtPrice" or "price", got "retail"$/,
    );
    expect(refusal(badSeed('typo.json', (seed) => (seed.customers[0].emial = 'x@example.com')))).toMatch(/customers\[0\]\.emial: not a field of this record$/);
    expect(refusal(badSeed('title.json', (seed) => (seed.collections[2].title = 'Guitars')))).toMatch(/collections\[2\]\.title: expected an object, got "Guitars"$/);
    expect(refusal(badSeed('twice.json', (seed) => (seed.products[5].handle = seed.products[4].handle)))).toMatch(/products\[5\]: handle ".+" is used twice$/);
    expect(refusal(badSeed('dangling.json', (seed) => (seed.collections[0].productIds[0] = 999_999)))).toMatch(/collections\[0\]\.productIds\[0\]: no product has the id 999999$/);
    expect(refusal(badSeed('list.json', (seed) => (seed.products = {})))).toMatch(/products: expected a list, got \{\}$/);
  });

  it('is refused when it cannot be read or is not JSON', () => {
    const truncated = path.join(dir, 'truncated.json');
    writeFileSync(truncated, readFileSync(seedPath, 'utf8').slice(0, 500));
    expect(refusal(truncated)).toMatch(/^The seed file .*truncated\.json is not JSON: /);
    expect(refusal(path.join(dir, 'absent.json'))).toMatch(/^Cannot read the seed file .*absent\.json: ENOENT/);
  });

  it('stops the emulator with exit code 2 and one line naming the field, before its database is touched', async () => {
    const dataDir = mkdtempSync(path.join(dir, 'data-'));
    const file = badSeed('stop.json', (seed) => (seed.shop.email = 'support'));
    const answer = await emulator(['--seed', file], { EMULATOR_DATA_DIR: dataDir });
    expect(answer.code).toBe(2);
    expect(answer.stderr.trim()).toBe(`The seed file ${file} is not a seed: shop.email: expected an e-mail address, got "support"`);
    expect(answer.stdout).not.toContain('listening');
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it('leaves a database seeded before untouched', async () => {
    const dataDir = mkdtempSync(path.join(dir, 'kept-'));
    const app = await buildServer({ host: '127.0.0.1', port: 0, dataDir, products: 60, storefrontUrl: 'http://localhost:3000', seedFile: seedPath }, { now });
    await app.close();
    const database = path.join(dataDir, 'emulator.sqlite');
    const before = { bytes: readFileSync(database), modified: statSync(database).mtimeMs, files: readdirSync(dataDir).sort() };
    const file = badSeed('later.json', (seed) => (seed.orders[0].total = '-1'));
    await expect(buildServer({ host: '127.0.0.1', port: 0, dataDir, products: 60, storefrontUrl: 'http://localhost:3000', seedFile: file }, { now })).rejects.toThrow(
      /orders\[0\]\.total: expected an amount/,
    );
    expect(readdirSync(dataDir).sort()).toEqual(before.files);
    expect(statSync(database).mtimeMs).toBe(before.modified);
    expect(readFileSync(database).equals(before.bytes)).toBe(true);
  }, 60_000);
});

describe('the command line', () => {
  it('prints its usage with --help and refuses unknown arguments with exit code 2', async () => {
    const help = await emulator(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--seed file.json');
    const unknown = await emulator(['--sead', 'x.json'], {});
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--sead'");
    expect(unknown.stderr).toContain('Usage: npm start -w @maple/emulator -- [--seed file.json]');
  }, 60_000);
});
