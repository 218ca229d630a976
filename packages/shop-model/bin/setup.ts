import { parseArgs } from 'node:util';
import { applySetup, describePlan, planSetup } from '../setup.js';
import { connect, settingsFromEnvironment } from '../shop-connection.js';

// npm run shop:setup [-- --apply]: prints the plan; --apply makes it through the Admin API.
let apply = false;
try {
  apply = parseArgs({ options: { apply: { type: 'boolean', default: false } } }).values.apply === true;
} catch (error) {
  console.error(`${(error as Error).message}\nusage: npm run shop:setup [-- --apply]`);
  process.exit(2);
}
const steps = await planSetup(connect(settingsFromEnvironment())).catch((error: unknown) => {
  // An unreachable shop or a refused token: one line saying which, as doctor reports it.
  console.error(`The shop cannot be read: ${error instanceof Error ? error.message : String(error)} (npm run shop:doctor says more)`);
  process.exit(1);
});
if (!apply) {
  console.log(describePlan(steps));
} else {
  const result = await applySetup(steps);
  console.log([...result.lines, result.changed ? `${result.changed} change(s) made.` : 'Nothing changed.'].join('\n'));
  process.exitCode = result.failed ? 1 : 0;
}
