import { parseArgs } from 'node:util';
import { runDoctor, formatChecks } from '../doctor.js';
import { connect, settingsFromEnvironment } from '../shop-connection.js';

// npm run shop:doctor [-- --summary]: checks the shop SHOPIFY_STORE_DOMAIN names against the store's model; read-only.
// --summary prints only what is not as it should be (what `npm start` shows before a start on the real services).
let summary = false;
try {
  summary = parseArgs({ options: { summary: { type: 'boolean', default: false } } }).values.summary === true;
} catch (error) {
  console.error(`${(error as Error).message}\nusage: npm run shop:doctor [-- --summary]`);
  process.exit(2);
}
const checks = await runDoctor(connect(settingsFromEnvironment()));
const report = formatChecks(summary ? checks.filter((check) => check.status === 'fail' || check.status === 'warn') : checks);
console.log(report.text);
process.exitCode = report.exitCode;
