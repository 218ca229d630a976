import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';

// CONT-15: English and French category names both map to icons ('Haute fidélité' had none).
for (const { prefix, categories } of [
  { prefix: '', categories: 'Categories' },
  { prefix: '/fr', categories: 'Catégories' },
]) {
  test(`every category of the mega menu has its icon (${prefix || '/'}) @desktop`, async ({ page }) => {
    await visit(page, prefix || '/');
    const button = page.getByRole('navigation').getByRole('button', { name: categories, exact: true });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const areas = page
      .locator(`[id="${await button.getAttribute('aria-controls')}"] ul`)
      .first()
      .getByRole('link');
    await expect(areas).toHaveCount(17);
    const withoutIcon = await areas.evaluateAll((links) =>
      links.filter((link) => !link.querySelector('svg')).map((link) => link.textContent),
    );
    expect(withoutIcon).toEqual([]);
  });
}
