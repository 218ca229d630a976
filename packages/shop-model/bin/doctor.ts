import { runDoctor, formatChecks } from '../doctor.js';
import { connect, settingsFromEnvironment } from '../shop-connection.js';

// npm run shop:doctor: checks the shop SHOPIFY_STORE_DOMAIN names against the store's model; read-only.
const report = formatChecks(await runDoctor(connect(settingsFromEnvironment())));
console.log(report.text);
process.exitCode = report.exitCode;
