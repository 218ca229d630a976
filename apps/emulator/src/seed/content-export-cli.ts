import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportContent } from './content-export.js';
import { generateSeed } from './generate.js';

const USAGE = 'usage: npm run content:export -- --out content.ndjson [--products N] [--storefront-url URL]';

function readArguments() {
  try {
    return parseArgs({ options: { out: { type: 'string' }, products: { type: 'string', default: '1500' }, 'storefront-url': { type: 'string' } } }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const values = readArguments();
const products = Number(values.products);
if (!values.out || !values.out.endsWith('.ndjson') || !Number.isInteger(products) || products < 1) {
  console.error(`--out must name a .ndjson file and --products a positive integer\n${USAGE}`);
  process.exit(2);
}
const outFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
const seed = generateSeed({ products, referenceDate: new Date(new Date().setUTCHours(0, 0, 0, 0)), storefrontUrl: values['storefront-url'] });
const { documents, images } = await exportContent(seed.content, outFile);
console.log(`${documents} documents written to ${outFile}, ${images} images to ${path.join(path.dirname(outFile), 'images')}`);
console.log(`Import them into a dataset with: npx sanity dataset import ${path.relative(process.env.INIT_CWD ?? process.cwd(), outFile)} production`);
