import { expect, test, type Page } from '@playwright/test';
import { storefront } from '../support/emulator';
import { visit } from '../support/visit';

const TEXT = {
  en: {
    prefix: '',
    title: 'Ask Maestro',
    input: 'Your question',
    send: 'Send',
    cheaper: 'Show me something cheaper',
    add: 'Add it to my cart',
    cart: 'Your cart',
  },
  fr: {
    prefix: '/fr',
    title: 'Demandez à Maestro',
    input: 'Votre question',
    send: 'Envoyer',
    cheaper: 'Montrez-moi quelque chose de moins cher',
    add: 'Ajoute-le à mon panier',
    cart: 'Votre panier',
  },
} as const;

const PRODUCT = 'mackie-thump12s';

let clients = 0;

async function openAssistant(page: Page, locale: keyof typeof TEXT) {
  const t = TEXT[locale];
  // A client of its own for the assistant's rate limit, which other tests' questions share otherwise.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${locale === 'fr' ? 1 : 0}.${(Date.now() + ++clients) % 250}` });
  await visit(page, `${t.prefix}/products/${PRODUCT}?maestro=true`);
  const drawer = page.getByRole('dialog', { name: t.title });
  await expect(drawer).toBeVisible({ timeout: 20_000 });
  const log = drawer.getByRole('list', { name: 'Conversation' });
  await expect(log.locator(':scope > li')).toHaveCount(1, { timeout: 20_000 });
  return { drawer, log };
}

async function ask(page: Page, locale: keyof typeof TEXT, question: string) {
  const t = TEXT[locale];
  const { drawer, log } = await openAssistant(page, locale);
  await drawer.getByRole('textbox', { name: t.input }).fill(question);
  await drawer.getByRole('button', { name: t.send }).click();
  await expect(drawer.getByRole('textbox', { name: t.input })).toBeEnabled({ timeout: 20_000 });
  return { drawer, reply: log.locator(':scope > li').last() };
}

for (const locale of ['en', 'fr'] as const) {
  test(`the offline assistant answers "something cheaper" with real, cheaper products of the catalogue (${locale})`, async ({ page }) => {
    const { reply } = await ask(page, locale, TEXT[locale].cheaper);
    const links = reply.getByRole('link');
    await expect(links.first()).toBeVisible();
    const current = await storefront<{ product: { productType: string; priceRange: { minVariantPrice: { amount: string } } } }>(
      `query($handle: String!) { product(handle: $handle) { productType priceRange { minVariantPrice { amount } } } }`,
      { handle: PRODUCT },
    );
    const ceiling = Number(current.product.priceRange.minVariantPrice.amount);
    // Every product named is a real product of the same kind, in stock, below the product's price, linked in the page's language.
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))) {
      expect(href).toMatch(new RegExp(`^${TEXT[locale].prefix}/products/[\\w-]+$`));
      const handle = href.split('/').pop()!;
      const named = await storefront<{
        product: { productType: string; availableForSale: boolean; priceRange: { minVariantPrice: { amount: string } } } | null;
      }>(
        `query($handle: String!) { product(handle: $handle) { productType availableForSale priceRange { minVariantPrice { amount } } } }`,
        { handle },
      );
      expect(named.product).not.toBeNull();
      expect(named.product!.productType).toBe(current.product.productType);
      expect(named.product!.availableForSale).toBe(true);
      expect(Number(named.product!.priceRange.minVariantPrice.amount)).toBeLessThan(ceiling);
    }
    await expect(reply).toContainText('CA$');
  });

  test(`the assistant proposes an add to cart, and only the shopper's click adds it (${locale})`, async ({ page }) => {
    const { reply } = await ask(page, locale, TEXT[locale].add);
    const button = reply.getByRole('button', {
      name: locale === 'fr' ? /^Ajouter au panier : .*Mackie Thump12S/ : /^Add to cart: .*Mackie Thump12S/,
    });
    await expect(button).toBeVisible();
    // Proposed only: the cart is still empty.
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'cart')).toBe(false);
    await button.click();
    await expect(page.getByRole('dialog', { name: TEXT[locale].cart })).toContainText('Thump12S', { timeout: 20_000 });
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'cart')).toBe(true);
  });
}

test('on a phone, the cheaper products and the add to cart the assistant proposes work in its sheet, in French @mobile', async ({
  page,
}) => {
  const { drawer, reply } = await ask(page, 'fr', TEXT.fr.cheaper);
  await expect(reply.getByRole('link').first()).toHaveAttribute('href', /^\/fr\/products\/[\w-]+$/);
  await drawer.getByRole('textbox', { name: TEXT.fr.input }).fill(TEXT.fr.add);
  await drawer.getByRole('button', { name: TEXT.fr.send }).click();
  const button = drawer.getByRole('button', { name: /^Ajouter au panier : .*Mackie Thump12S/ });
  await expect(button).toBeVisible({ timeout: 20_000 });
  await button.click();
  await expect(page.getByRole('dialog', { name: TEXT.fr.cart })).toContainText('Thump12S', { timeout: 20_000 });
});
