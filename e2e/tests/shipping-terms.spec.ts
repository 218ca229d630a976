import { expect, test } from '@playwright/test';
import { seedCart, storefront } from '../support/emulator';
import { visit } from '../support/visit';

// The shop's delivery settings are one set of terms: the hosted checkout charges what the shipping policy and the
// FAQ say (a flat $12.95 under $99, 2 to 5 business days, free pickup at the store), in both languages.

const TERMS = {
  en: {
    policy: '/policies/shipping-policy',
    quoted: ['smaller orders pay a flat $12.95', 'Standard delivery takes 2 to 5 business days', 'pick up your order free of charge'],
    checkout: 'Checkout',
    standard: /Standard shipping \(2–5 business days\)\s*\$12\.95/,
    pickup: /Pick up in store at Maple Audio Montréal[^$]*Free/,
    shippingRow: /Shipping\s*\$12\.95/,
  },
  fr: {
    policy: '/fr/policies/shipping-policy',
    quoted: ['frais fixes de 12,95 $', 'La livraison standard prend de 2 à 5 jours ouvrables', 'récupérer votre commande sans frais'],
    checkout: 'Paiement',
    standard: /Livraison standard \(2 à 5 jours ouvrables\)\s*12,95\s\$/,
    pickup: /Cueillette en magasin à Maple Audio Montréal[^$]*Gratuite/,
    shippingRow: /Livraison\s*12,95\s\$/,
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`the hosted checkout charges the shipping the policy states (${language})`, async ({ page, context }) => {
    const t = TERMS[language];
    await visit(page, t.policy);
    const policy = page.getByRole('main');
    for (const quote of t.quoted) await expect(policy).toContainText(quote);

    // A cart under the free-shipping threshold: the cheapest product for sale.
    const { products } = await storefront<{
      products: {
        nodes: { tags: string[]; variants: { nodes: { id: string; availableForSale: boolean; price: { amount: string } }[] } }[];
      };
    }>(
      `{ products(first: 20, sortKey: PRICE, query: "available_for_sale:true") { nodes { tags variants(first: 5) { nodes { id availableForSale price { amount } } } } } }`,
    );
    const cheap = products.nodes
      .filter((product) => !product.tags.includes('demo') && !product.tags.includes('used'))
      .flatMap((product) => product.variants.nodes)
      .find((variant) => variant.availableForSale && Number(variant.price.amount) < 60);
    expect(cheap, 'a variant under the free-shipping threshold').toBeDefined();
    await seedCart(context, [{ merchandiseId: cheap!.id, quantity: 1 }], language === 'fr' ? 'FR' : 'EN');
    await visit(page, language === 'fr' ? '/fr/cart' : '/cart');
    await page.getByRole('link', { name: t.checkout, exact: true }).click();
    const shipping = page.getByRole('group', { name: language === 'fr' ? 'Mode de livraison' : 'Shipping method' });
    await expect(shipping).toContainText(t.standard);
    await expect(shipping).toContainText(t.pickup);
    await expect(page.getByRole('complementary')).toContainText(t.shippingRow);
  });
}
