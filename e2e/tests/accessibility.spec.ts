import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, ROUTES } from '../support/routes';
import { visit } from '../support/visit';

// The accessibility gate: every page kind of the route table and the 404 page, in both
// languages and on both viewports (tagged @every-viewport so the phone project runs it too), with no
// axe violation (WCAG 2.2 A/AA and best practices). Overlays (menus, drawers, dialogs) are checked by
// the tests of their own flows.
const PAGES = [...ROUTES, '/no-such-page'];

for (const locale of ['en', 'fr'] as const) {
  test.describe(`accessibility in ${locale} @every-viewport`, () => {
    for (const route of PAGES) {
      test(`${route} passes axe`, async ({ page }) => {
        // Whole pages of 1,000-3,000 elements on a shared 2-core machine.
        test.setTimeout(120_000);
        await visit(page, localized(route, locale));
        // The shell (header, menus, footer) is the same on every page: scanned whole on the home and 404
        // pages; elsewhere each page kind's own content, with long lists (300 series, 200 brands) on
        // their first 24 items, which share one markup. This keeps the gate affordable on 2 cores.
        const whole = route === '/' || route === '/no-such-page';
        await expectNoAxeViolations(page, whole ? {} : { include: '#main', exclude: ['#main li:nth-child(n+25)'] });
      });
    }
  });
}

// The gate itself: a scan set up wrongly (its tags or options lost) would pass every page above.
test('the axe gate fails on a page with a violation', async ({ page }) => {
  await visit(page, '/cart');
  await page.locator('#main').evaluate((main) => main.insertAdjacentHTML('beforeend', '<img src="/icon-192.png"><button></button>'));
  const failure = await expectNoAxeViolations(page, { include: '#main' }).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/image-alt/);
  expect(failure).toMatch(/button-name/);
});
