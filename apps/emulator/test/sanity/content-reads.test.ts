import type { SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSanity, type SanityHarness } from './harness.js';

/** The storefront's reads (CONT-50), written as it would write them. */
const pick = (field: string) => `"${field}": coalesce(${field}[$lang], ${field}.en)`;

let harness: SanityHarness;
let client: SanityClient;
let cdn: SanityClient;

beforeAll(async () => {
  harness = await startSanity();
  client = harness.client();
  cdn = harness.client({ useCdn: true });
});
afterAll(() => harness.close());

describe.each([
  ['api', () => client],
  ['api cdn', () => cdn],
])('content reads through @sanity/client (%s)', (_name, sanity) => {
  test('logo: one document with an absolute image URL', async () => {
    const logo = await sanity().fetch<{ logoImageUrl: string }>('*[_type == "logo"][0]{logoImageUrl}');
    expect(logo.logoImageUrl).toBe(`${harness.origin}/s/files/1/0723/4419/6351/files/content--logo-maple-audio.png?v=1767225600`);
  });

  test('topBar: the message picks frenchMessage or englishMessage', async () => {
    const query = '*[_type == "topBar"][0]{"message": select($lang == "fr" => frenchMessage, englishMessage)}';
    expect(await sanity().fetch(query, { lang: 'fr' })).toEqual({ message: 'Livraison gratuite partout au Canada dès 99 $ d’achat' });
    expect(await sanity().fetch(query, { lang: 'en' })).toEqual({ message: 'Free shipping across Canada on orders over $99' });
  });

  test('banner: ordered, localised text and localised images', async () => {
    const query = `*[_type == "banner"] | order(order asc){_id, alignment, textColor, pathToNavigate, ${pick('heading')}, ${pick('text')},
      ${pick('buttonText')}, ${pick('desktopImageUrl')}, ${pick('mobileImageUrl')}}`;
    const banners = await sanity().fetch<Record<string, string>[]>(query, { lang: 'fr' });
    expect(banners.map((banner) => banner._id)).toEqual(['banner-1', 'banner-2', 'banner-3']);
    expect(banners[0]).toMatchObject({
      heading: 'Bannière principale 1',
      text: 'Découvrez notre sélection 1',
      buttonText: 'Magasiner',
      alignment: 'left',
      desktopImageUrl: `${harness.origin}/s/files/1/0723/4419/6351/files/content--banner-1-desktop-fr.jpg?v=1767225600`,
      mobileImageUrl: `${harness.origin}/s/files/1/0723/4419/6351/files/content--banner-1-mobile-fr.jpg?v=1767225600`,
    });
  });

  test('infoBar: heading, text and icon in English', async () => {
    const bars = await sanity().fetch<{ heading: string; iconUrl: string }[]>(
      `*[_type == "infoBar"] | order(order asc){_id, ${pick('heading')}, ${pick('text')}, iconUrl}`,
      { lang: 'en' },
    );
    expect(bars).toHaveLength(3);
    expect(bars[0]).toMatchObject({ heading: 'Info shipping', iconUrl: `${harness.origin}/s/files/1/0723/4419/6351/files/content--icon-shipping.svg?v=1767225600` });
  });

  test('featuredPromotions and promotionBanners: localised images five banners deep', async () => {
    const promotions = await sanity().fetch<{ promotionImageUrl: string }[]>(
      `*[_type == "featuredPromotions"]{_id, ${pick('featuredPromotionTitle')}, ${pick('promotionImageUrl')}, pathToNavigate}`,
      { lang: 'fr' },
    );
    expect(promotions).toHaveLength(4);
    expect(promotions[0]!.promotionImageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/s\/files\/1\/0723\/4419\/6351\/files\/content--promotion-\d-fr\.jpg\?v=1767225600$/);
    const banners = await sanity().fetch<Record<string, { desktopImageUrl: string; pathToNavigate: string }>>(
      `*[_type == "promotionBanners"][0]{${['firstBanner', 'fifthBanner']
        .map((key) => `"${key}": {"desktopImageUrl": coalesce(${key}.desktopImageUrl[$lang], ${key}.desktopImageUrl.en), "pathToNavigate": ${key}.pathToNavigate}`)
        .join(', ')}}`,
      { lang: 'en' },
    );
    expect(banners.fifthBanner).toEqual({
      desktopImageUrl: `${harness.origin}/s/files/1/0723/4419/6351/files/content--fifthBanner-desktop-en.jpg?v=1767225600`,
      pathToNavigate: '/collections/fifthBanner',
    });
  });

  test('agents: at most six by slicing, paymentMethods all', async () => {
    const agents = await sanity().fetch<{ name: string; agentImageUrl: string }[]>('*[_type == "agents"] | order(order asc)[0...6]{_id, name, agentImageUrl}');
    expect(agents.map((agent) => agent.name)).toEqual(['Amélie Tremblay', 'Noah Gagnon', 'Olivia Roy', 'Liam Côté', 'Emma Bouchard', 'William Gauthier']);
    expect(agents[0]!.agentImageUrl.startsWith(harness.origin)).toBe(true);
    expect(await sanity().fetch('count(*[_type == "paymentMethods"])')).toBe(6);
  });

  test('helpCenter, popularCategories, faq and featuredProduct', async () => {
    const help = await sanity().fetch(`*[_type == "helpCenter"][0]{chatWidgetStatus, ${pick('helpCenterSchedule')}}`, { lang: 'fr' });
    expect(help).toEqual({ chatWidgetStatus: true, helpCenterSchedule: 'Du lundi au vendredi, de 9 h à 18 h (HE)' });
    const categories = await sanity().fetch<string[]>('*[_type == "popularCategories"] | order(order asc).popularCategoryCollectionId');
    expect(categories[0]).toBe('gid://shopify/Collection/101');
    const faq = await sanity().fetch<{ question: string }[]>(`*[_type == "faq"] | order(order desc){${pick('question')}, ${pick('answer')}}`, { lang: 'fr' });
    expect(faq[0]).toEqual({ question: 'Question 3 sur la livraison ?', answer: 'Réponse 3.' });
    const featured = await sanity().fetch<string[]>('*[_type == "featuredProduct"] | order(order asc)[0...3].productId');
    expect(featured).toEqual(['gid://shopify/Product/1', 'gid://shopify/Product/2', 'gid://shopify/Product/3']);
  });

  test('series: filtered by productType through a parameter, featured ones only', async () => {
    const series = await sanity().fetch<{ serieTitle: string; imageUrl: string }[]>(
      `*[_type == "series" && productType == $productType]{_id, serieTitle, ${pick('heading')}, color, logoImageUrl, imageUrl, pathToNavigate, isFeatured}`,
      { productType: 'Microphones', lang: 'fr' },
    );
    expect(series).toEqual([
      {
        _id: 'series-shure-sm',
        serieTitle: 'Shure SM Series',
        heading: 'Gamme Shure SM Series',
        color: '#CA0100',
        logoImageUrl: `${harness.origin}/s/files/1/0723/4419/6351/files/content--series-shure-sm-logo.png?v=1767225600`,
        imageUrl: `${harness.origin}/s/files/1/0723/4419/6351/files/content--series-shure-sm.jpg?v=1767225600`,
        pathToNavigate: '/collections/shure-sm',
        isFeatured: true,
      },
    ]);
    const featured = await sanity().fetch<string[]>('*[_type == "series" && isFeatured] | order(serieTitle asc).serieTitle');
    expect(featured).toEqual(['Shure SM Series', 'Yamaha CL Series']);
  });

  test('several types in one query with _type in [...]', async () => {
    const counts = await sanity().fetch<Record<string, number>>(
      '{"shell": count(*[_type in ["logo", "topBar", "helpCenter"]]), "faq": count(*[_type == "faq"])}',
    );
    expect(counts).toEqual({ shell: 3, faq: 3 });
  });
});
