import { chromium, devices } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [,, url, out, mobile] = process.argv;
const c = await b.newContext(mobile ? devices['Pixel 7'] : { viewport: { width: 1366, height: 900 } });
const p = await c.newPage();
await p.goto(url);
await p.waitForTimeout(800);
if (process.argv[5] === 'cart') { await p.getByRole('button', { name: /Open cart/ }).click(); await p.waitForTimeout(500); }
await p.screenshot({ path: out, fullPage: false });
await b.close();
