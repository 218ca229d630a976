import { expect, test } from '@playwright/test';
import { storefront } from '../support/emulator';
import { visit } from '../support/visit';

// PDP-17: the promotion box never states a saving its prices contradict, and its links to the store's own pages
// stay in the same tab.

interface SaleVariant {
  price: { amount: string };
  compareAtPrice: { amount: string } | null;
  selectedOptions: { name: string; value: string }[];
  info: { value: string } | null;
  links: { value: string } | null;
}

async function promotedVariant(language: 'EN' | 'FR') {
  const { products } = await storefront<{ products: { nodes: { handle: string; variants: { nodes: SaleVariant[] } }[] } }>(
    `query($language: LanguageCode) @inContext(language: $language) {
      products(first: 100, query: "tag:sale") { nodes { handle variants(first: 10) { nodes {
        price { amount } compareAtPrice { amount } selectedOptions { name value }
        info: metafield(namespace: "variant", key: "promotion_info") { value }
        links: metafield(namespace: "variant", key: "promotion_links") { value }
      } } } }
    }`,
    { language },
  );
  for (const product of products.nodes) {
    const variant = product.variants.nodes.find(
      (candidate) => candidate.info && candidate.links?.value.includes(',') && candidate.compareAtPrice,
    );
    if (variant) return { handle: product.handle, variant };
  }
  throw new Error('No variant with a promotion text and two links');
}

for (const { language, prefix, details } of [
  { language: 'EN', prefix: '', details: 'Promotion details' },
  { language: 'FR', prefix: '/fr', details: 'Détails de la promotion' },
] as const) {
  test(`the promotion box states the saving the prices give, and opens the store's pages in the same tab (${language})`, async ({
    page,
  }) => {
    const { handle, variant } = await promotedVariant(language);
    const regular = Number(variant.compareAtPrice!.amount);
    const saved = Math.floor(Math.round(((regular - Number(variant.price.amount)) / regular) * 1000) / 10);
    const query = new URLSearchParams(variant.selectedOptions.map((option) => [option.name, option.value])).toString();
    await visit(page, `${prefix}/products/${handle}?${query}`);

    const box = page.getByRole('region', { name: /^(Promotion)$/ });
    await expect(box).toBeVisible();
    // The seed's text names the variant's own saving, which the store shows (a larger figure would be left out).
    await expect(box.getByText(new RegExp(`${saved}\\s?%`))).toBeVisible();
    const links = box.getByRole('link', { name: new RegExp(`^${details}`) });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).not.toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', new RegExp(`^${prefix}/collections/`));
    }
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/collections/`));
    expect(page.context().pages()).toHaveLength(1);
  });
}
