import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with a readable list when axe finds WCAG 2.x A/AA violations on the page. */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  // Only violations are read: axe then skips collecting every passing node, about a third of a scan's time.
  // (options() replaces what was set before it, so it comes before the tags.)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // axe reads colours and target sizes from what is painted: wait until the store has let the blocks
  // that render only near the viewport render anyway, once idle (RenderWhenIdle, decision 0014).
  await page.waitForFunction(
    () => !document.querySelector('.render-when-near') || document.documentElement.hasAttribute('data-idle-rendered'),
  );
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
