import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/account';
import { storefront } from '../support/emulator';
import { visit } from '../support/visit';

// A card stands for one variant: its price, its saving and its link are that variant's (CAT-11, CAT-12),
// sold-out products and choices say so (CAT-13, PDP-13, PDP-15), and a partner line shows only a real saving (ACC-23).

interface SeedVariant {
  title: string;
  availableForSale: boolean;
  price: { amount: string };
  compareAtPrice: { amount: string } | null;
  selectedOptions: { name: string; value: string }[];
}

async function seedProduct(handle: string, language: 'EN' | 'FR') {
  const { product } = await storefront<{ product: { title: string; variants: { nodes: SeedVariant[] } } }>(
    `query($handle: String!, $language: LanguageCode) @inContext(language: $language) {
      product(handle: $handle) { title variants(first: 10) { nodes { title availableForSale price { amount } compareAtPrice { amount } selectedOptions { name value } } } }
    }`,
    { handle, language },
  );
  return product;
}

const money = (amount: string | number) => `CA$${Number(amount).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;

/** The product's card on the search page for its title. */
async function searchCard(page: Page, prefix: string, title: string) {
  await visit(page, `${prefix}/search?q=${encodeURIComponent(title)}`);
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

const LANGUAGES = [
  { language: 'EN', prefix: '', from: 'From', soldOut: 'Sold out online', available: 'Available online' },
  { language: 'FR', prefix: '/fr', from: 'À partir de', soldOut: 'Épuisé en ligne', available: 'Disponible en ligne' },
] as const;

test.describe('card pricing', () => {
  for (const { language, prefix, from, soldOut, available } of LANGUAGES) {
    test(`a card's price, saving and link are one variant's, the one its page opens on (${language})`, async ({ page }) => {
      // Neutrik NA4GT: Single CA$32.99; 5-pack CA$42.99 on sale from CA$56.99. Behringer X32 Compact: the
      // cheapest choice (Console only) is sold out.
      for (const handle of ['neutrik-na4gt', 'behringer-x32-compact']) {
        const product = await seedProduct(handle, language);
        const forSale = product.variants.nodes.filter((variant) => variant.availableForSale);
        const cheapest = forSale.reduce((best, variant) => (Number(variant.price.amount) < Number(best.price.amount) ? variant : best));
        const card = await searchCard(page, prefix, product.title);
        await expect(card.getByText(money(cheapest.price.amount), { exact: true })).toBeVisible();
        // No saving belonging to another variant.
        if (!cheapest.compareAtPrice) await expect(card).not.toContainText(/Save|Économisez/);
        const dearer = forSale.some((variant) => Number(variant.price.amount) > Number(cheapest.price.amount));
        await expect(card.getByText(from, { exact: true })).toHaveCount(dearer ? 1 : 0);

        await card.getByRole('link', { name: product.title, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/products/${handle}\\?`));
        const options = cheapest.selectedOptions;
        for (const option of options) {
          await expect(
            page.getByRole('group', { name: new RegExp(`^${option.name}`) }).getByRole('radio', { name: new RegExp(`^${option.value}`) }),
          ).toBeChecked();
        }
        await expect(page.getByRole('main').getByText(money(cheapest.price.amount), { exact: true }).first()).toBeVisible();
      }
    });

    test(`a sold-out product and a sold-out choice say so, without points or a processing time (${language})`, async ({ page }) => {
      const streamer = await seedProduct('marantz-link-55', language);
      expect(streamer.variants.nodes.every((variant) => !variant.availableForSale)).toBe(true);
      const card = await searchCard(page, prefix, streamer.title);
      await expect(card.getByText(soldOut, { exact: true })).toBeVisible();
      await expect(card.getByText(available, { exact: true })).toHaveCount(0);

      const mixer = await seedProduct('behringer-x32-compact', language);
      const soldOutChoice = mixer.variants.nodes.find((variant) => !variant.availableForSale)!;
      const option = soldOutChoice.selectedOptions[0]!;
      // Opened on a choice that can be bought, as its card links it.
      const forSale = mixer.variants.nodes.find((variant) => variant.availableForSale)!;
      const query = new URLSearchParams(forSale.selectedOptions.map((entry) => [entry.name, entry.value])).toString();
      await visit(page, `${prefix}/products/behringer-x32-compact?${query}`);
      const choice = page
        .getByRole('group', { name: new RegExp(`^${option.name}`) })
        .getByRole('radio', { name: new RegExp(`^${option.value}`) });
      await expect(choice).toHaveAccessibleName(language === 'FR' ? /Épuisé/ : /Sold out/);
      const main = page.getByRole('main');
      await expect(main.getByText(language === 'FR' ? /points fidélité/ : /loyalty points/)).toBeVisible();
      await choice.check({ force: true });
      await expect(choice).toBeChecked();
      await expect(main.getByText(language === 'FR' ? /points fidélité/ : /loyalty points/)).toHaveCount(0);
      await expect(main.getByText(language === 'FR' ? /délai de traitement/ : /processing time/)).toHaveCount(0);
      await expect(main.getByText(language === 'FR' ? /^Épuisé en ligne :/ : /^Sold out online:/)).toBeVisible();
    });
  }

  for (const partner of [
    { email: 'integrator@example.com', prefix: '', handle: 'rode-nt1-a', saves: 'neutrik-na4gt', percent: /\(-15%\)/ },
    { email: 'production@example.com', prefix: '/fr', handle: 'presonus-adl-688', saves: 'pioneer-dj-ddj-l47', percent: /\(-10\s%\)/ },
  ]) {
    test(`a partner price capped at the sale price shows no partner line (${partner.handle}, ${partner.prefix || '/'}) @desktop`, async ({
      page,
    }) => {
      test.slow();
      // First a product where the partner price does save: the line is there, so its absence below is the rule's.
      await signIn(page, partner.email, `${partner.prefix}/products/${partner.saves}`);
      const main = page.getByRole('main');
      await expect(main.getByText(/^B2B CA\$/).first()).toBeVisible();
      await expect(main.getByText(partner.percent).first()).toBeVisible();

      const product = await seedProduct(partner.handle, partner.prefix ? 'FR' : 'EN');
      expect(product.variants.nodes.every((variant) => variant.compareAtPrice !== null)).toBe(true);
      await visit(page, `${partner.prefix}/products/${partner.handle}`);
      await expect(main.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      await expect(main.getByText(/Not eligible B2B|Non admissible B2B/)).toHaveCount(0);
      await expect(main.getByText(/^B2B CA\$/)).toHaveCount(0);
      const card = await searchCard(page, partner.prefix, product.title);
      await expect(card).toBeVisible();
      await expect(card.getByText(/^B2B CA\$/)).toHaveCount(0);
    });
  }
});
