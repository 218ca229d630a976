import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSeed } from '../seed/fixture.js';
import { IDS } from '../cart/fixtures/cart-products.js';
import { cartCalls } from '../cart/helpers/cart-calls.js';
import { startCartServer, type CartServer } from '../cart/helpers/cart-server.js';
import { variantGid } from '../cart/helpers/documents.js';
import { visibleText, visit } from './checkout-helpers.js';

// The shop's delivery settings are the one source: the hosted checkout charges them, and the shipping policy and
// the FAQ (the content service's documents) quote them, in both languages.

const seed = defaultSeed();
const { delivery } = seed.shop;
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const amount = (cents: number, language: 'en' | 'fr') => {
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return language === 'en' ? `$${text}` : `${text.replace('.', ',')} $`;
};

let server: CartServer;
beforeAll(async () => {
  server = await startCartServer();
});
afterAll(() => server.close());

describe('one set of shipping terms', () => {
  for (const language of ['en', 'fr'] as const) {
    it(`the shipping policy and the FAQ state the rate, the free threshold, the delivery time and pickup the checkout uses (${language})`, () => {
      const policy = plain(seed.policies.find((candidate) => candidate.handle === 'shipping-policy')!.bodyHtml[language]);
      const faq = seed.content.find((document) => document._type === 'faq' && String((document.question as Record<string, string>).en).startsWith('How much does shipping'));
      const answer = (faq!.answer as Record<string, string>)[language];
      const days = language === 'en' ? `${delivery.standard.minBusinessDays} to ${delivery.standard.maxBusinessDays} business days` : `${delivery.standard.minBusinessDays} à ${delivery.standard.maxBusinessDays} jours ouvrables`;
      for (const text of [policy, answer]) {
        expect(text).toContain(amount(delivery.standard.cents, language));
        expect(text).toContain(amount(delivery.standard.freeFromCents!, language));
        expect(text).toContain(days);
        expect(text).toContain(language === 'en' ? 'pick up your order free of charge' : 'récupérer votre commande sans frais');
      }
    });
  }

  it('the hosted checkout charges the same: the flat rate under the threshold, its delivery time, and free pickup at the store', async () => {
    const calls = cartCalls(server.client());
    for (const [language, days, pickup] of [
      ['EN', `Standard shipping (${delivery.standard.minBusinessDays}–${delivery.standard.maxBusinessDays} business days) ${amount(delivery.standard.cents, 'en')}`, 'Pick up in store at'],
      ['FR', `Livraison standard (${delivery.standard.minBusinessDays} à ${delivery.standard.maxBusinessDays} jours ouvrables) ${amount(delivery.standard.cents, 'fr')}`, 'Cueillette en magasin à'],
    ] as const) {
      const { cart } = await calls.create({ lines: [{ merchandiseId: variantGid(IDS.strings), quantity: 1 }] }, language);
      // Intl writes French amounts with a narrow no-break space before the $.
      const text = visibleText((await visit(cart.checkoutUrl)).html).replace(/[\u00a0\u202f]/g, ' ');
      expect(text).toContain(days);
      expect(text).toMatch(new RegExp(`${pickup} [^()]+\\([^)]+\\) (Free|Gratuite)`));
    }
  });
});
