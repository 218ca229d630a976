import { describe, expect, it, vi } from 'vitest';
import { seedCatalogue } from '../fixtures/seed-catalogue';
import { seedFacts } from '../fixtures/seed-facts';
import type { CatalogueContext } from './cross-product-answer';

vi.mock('server-only', () => ({}));
const { offlineReply } = await import('./offline-reply');

const withIds = (facts: ReturnType<typeof seedFacts>) => ({
  ...facts,
  variants: facts.variants.map((variant, index) => ({ ...variant, id: `gid://shopify/ProductVariant/${700 + index}` })),
});

describe('the offline assistant answers questions about other products from the catalogue', () => {
  it('"something cheaper": real products of the same kind below its price, linked, in both languages', async () => {
    const english = await offlineReply(seedCatalogue, seedFacts('mackie-thump12s', 'en'), 'Show me something cheaper', 'en');
    expect(english.text).toContain('Here are products like the **Mackie Thump12S Powered PA Speaker** (CA$1,249.99) that cost less');
    expect(english.text).toContain('- [Mackie Thump15A Powered PA Speaker](/products/mackie-thump15a): from CA$909.99');
    const french = await offlineReply(seedCatalogue, seedFacts('mackie-thump12s', 'fr'), 'Montrez-moi quelque chose de moins cher', 'fr');
    expect(french.text).toContain('qui coûtent moins cher');
    expect(french.text).toMatch(/- \[[^\]]*Thump15A[^\]]*\]\(\/fr\/products\/mackie-thump15a\): à partir de CA\$909\.99/);
  });

  it('says so when the catalogue holds no answer, and never compares a price on request', async () => {
    const cheapest = await offlineReply(seedCatalogue, seedFacts('mackie-thump15a', 'en'), 'Anything cheaper?', 'en');
    expect(cheapest.text).toContain(
      'The catalogue has no product of the same kind as the **Mackie Thump15A Powered PA Speaker** at a lower price',
    );
    const onRequest = await offlineReply(seedCatalogue, seedFacts('l-acoustics-k9', 'en'), 'Is there something cheaper?', 'en');
    expect(onRequest.text).toContain('priced on request');
    const demo = await offlineReply(seedCatalogue, seedFacts('mackie-thump12s', 'fr'), 'Avez-vous un appareil de démonstration?', 'fr');
    expect(demo.text).toContain('Le catalogue n’a pas d’appareil de démonstration ni d’appareil usagé');
    const accessories = await offlineReply(seedCatalogue, seedFacts('mackie-thump12s', 'en'), 'What else do I need with it?', 'en');
    expect(accessories.text).toContain("doesn't list accessories or companion products");
  });

  it('names the linked demo unit and related products the product page links to', async () => {
    const context: CatalogueContext = {
      cheaper: [],
      demo: { title: 'Mackie Thump12S (Demo)', path: '/products/mackie-thump12s-demo', price: 999, priceVaries: false, available: null },
      used: null,
      related: [{ title: 'Speaker Stand', path: '/products/stand', price: 89.99, priceVaries: false, available: null }],
    };
    const services = { catalogueContext: async () => context };
    const facts = seedFacts('mackie-thump12s', 'en');
    expect((await offlineReply(services, facts, 'Is there a demo unit?', 'en')).text).toBe(
      'Yes, the RedZone has these units of the **Mackie Thump12S Powered PA Speaker**:\n- [Mackie Thump12S (Demo)](/products/mackie-thump12s-demo): demo unit, CA$999.00',
    );
    expect((await offlineReply(services, facts, 'Which accessories go with it?', 'en')).text).toContain(
      '- [Speaker Stand](/products/stand): CA$89.99',
    );
    const demoItself = await offlineReply(services, seedFacts('audio-technica-at2015usb-demo', 'en'), 'Is there a demo unit?', 'en');
    expect(demoItself.text).toContain('is itself a demo unit');
  });

  it('"add it to my cart": proposes the first option that can be ordered, for the shopper to confirm', async () => {
    const reply = await offlineReply(seedCatalogue, withIds(seedFacts('mackie-thump15a', 'en')), 'Add it to my cart', 'en');
    expect(reply.text).toContain('confirm with the button below');
    expect(reply.proposals).toEqual([
      {
        variantId: 'gid://shopify/ProductVariant/701',
        handle: 'mackie-thump15a',
        productTitle: 'Mackie Thump15A Powered PA Speaker',
        variantTitle: expect.any(String),
        price: 979.99,
        quantity: 1,
      },
    ]);
    const unavailable = await offlineReply(seedCatalogue, withIds(seedFacts('yamaha-dzr12', 'fr')), 'Ajoute-le à mon panier', 'fr');
    expect(unavailable).toEqual({ text: expect.stringContaining('ne peut pas être commandé en ligne'), proposals: [] });
  });
});
