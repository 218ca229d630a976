import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with a readable list when axe finds WCAG 2.x A/AA violations on the page. */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // axe reads colours and target sizes from what is painted. Blocks that wait to render until they
  // near the viewport (content-visibility: auto, decision 0014) are drawn first, as a shopper sees them.
  const rendered = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const { violations } = await builder.analyze();
  await rendered.evaluate((style) => style.parentNode?.removeChild(style));
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
