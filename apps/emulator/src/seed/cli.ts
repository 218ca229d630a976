import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { bareShop } from './bare-shop.js';
import { generateSeed } from './generate.js';

/** tsx src/seed/cli.ts [--products 20000] [--seed 7] [--date 2026-04-01T00:00:00Z] [--storefront-url URL] [--bare] [--out seed.json] */
function readArguments() {
  try {
    return parseArgs({
      options: {
        products: { type: 'string', default: '1500' },
        seed: { type: 'string' },
        date: { type: 'string' },
        out: { type: 'string' },
        'storefront-url': { type: 'string' },
        bare: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error((error as Error).message);
    console.error('usage: tsx src/seed/cli.ts [--products N] [--seed N] [--date ISO] [--storefront-url URL] [--bare] [--out file.json]');
    process.exit(2);
  }
}

const values = readArguments();

const products = Number(values.products);
// Like the emulator: dates relative to the start of the current UTC day unless --date says otherwise.
const referenceDate = values.date ? new Date(values.date) : new Date(new Date().setUTCHours(0, 0, 0, 0));
const seedNumber = values.seed === undefined ? undefined : Number(values.seed);
if (seedNumber !== undefined && !Number.isInteger(seedNumber)) {
  console.error(`--seed must be an integer, got "${values.seed}"`);
  process.exit(2);
}
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a positive integer, got "${values.products}"`);
  process.exit(2);
}
if (Number.isNaN(referenceDate.getTime())) {
  console.error(`--date must be an ISO date, got "${values.date}"`);
  process.exit(2);
}

const started = performance.now();
const cpuBefore = process.cpuUsage();
const generated = generateSeed({
  products,
  referenceDate,
  seed: seedNumber,
  storefrontUrl: values['storefront-url'],
});
// --bare: the catalogue without the store's configuration (what shop:setup adds).
const seed = values.bare ? bareShop(generated) : generated;
const elapsed = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);

const variants = seed.products.reduce((sum, product) => sum + product.variants.length, 0);
console.log(
  [
    `products     ${seed.products.length}`,
    `variants     ${variants}`,
    `collections  ${seed.collections.length}`,
    `metaobjects  ${seed.metaobjects.length}`,
    `menus        ${seed.menus.length}`,
    `pages        ${seed.pages.length} (+${seed.policies.length} policies)`,
    `customers    ${seed.customers.length}`,
    `orders       ${seed.orders.length}`,
    `discounts    ${seed.discountCodes.length}`,
    `content docs ${seed.content.length}`,
    `generated in ${elapsed.toFixed(0)} ms (${((cpu.user + cpu.system) / 1000).toFixed(0)} ms of CPU)`,
  ].join('\n'),
);
if (values.out) {
  writeFileSync(values.out, JSON.stringify(seed));
  console.log(`written to ${values.out}`);
}
