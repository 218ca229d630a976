import type { ContentDocument, SeedData } from '../../src/catalog/model.js';
import { STORE_IDENTITY } from '../../src/seed/identity.js';

const STAMP = '2026-01-15T12:00:00.000Z';

/** One content document with Sanity's system fields. */
function doc(_id: string, _type: string, fields: Record<string, unknown>): ContentDocument {
  return { _id, _type, _createdAt: STAMP, _updatedAt: STAMP, _rev: `rev-${_id}`, ...fields };
}

const image = (name: string) => `/cdn/images/content/${name}`;
const localisedImage = (name: string) => ({ en: image(`${name}-en.jpg`), fr: image(`${name}-fr.jpg`) });

/** Content shaped like the seed generator's: every document type of CONT-50, localised fields as { en, fr }. */
export function fixtureContent(): ContentDocument[] {
  return [
    doc('logo', 'logo', { logoImageUrl: image('logo-maple-audio.png') }),
    doc('top-bar', 'topBar', {
      englishMessage: 'Free shipping across Canada on orders over $99',
      frenchMessage: 'Livraison gratuite partout au Canada dès 99 $ d’achat',
    }),
    ...[1, 2, 3].map((n) =>
      doc(`banner-${n}`, 'banner', {
        order: n,
        desktopImageUrl: localisedImage(`banner-${n}-desktop`),
        mobileImageUrl: localisedImage(`banner-${n}-mobile`),
        alignment: n === 2 ? 'right' : 'left',
        textColor: n === 3 ? '#000000' : '#FFFFFF',
        heading: { en: `Hero banner ${n}`, fr: `Bannière principale ${n}` },
        text: { en: `Discover our line-up ${n}`, fr: `Découvrez notre sélection ${n}` },
        buttonText: { en: 'Shop now', fr: 'Magasiner' },
        pathToNavigate: `/collections/hero-${n}`,
      }),
    ),
    doc('drafts.banner-1', 'banner', {
      order: 1,
      heading: { en: 'Unpublished hero', fr: 'Bannière non publiée' },
      pathToNavigate: '/collections/hero-draft',
    }),
    ...['shipping', 'warranty', 'experts'].map((key, index) =>
      doc(`info-bar-${key}`, 'infoBar', {
        order: index,
        heading: { en: `Info ${key}`, fr: `Info ${key} (fr)` },
        text: { en: `About ${key}`, fr: `À propos : ${key}` },
        iconUrl: image(`icon-${key}.svg`),
      }),
    ),
    ...[1, 2, 3, 4].map((n) =>
      doc(`featured-promotion-${n}`, 'featuredPromotions', {
        featuredPromotionTitle: { en: `Promotion ${n}`, fr: `Promotion ${n} (fr)` },
        promotionImageUrl: localisedImage(`promotion-${n}`),
        pathToNavigate: `/collections/promotion-${n}`,
      }),
    ),
    doc('promotion-banners', 'promotionBanners', {
      promotionBannerTitle: { en: 'This month', fr: 'Ce mois-ci' },
      ...Object.fromEntries(
        ['firstBanner', 'secondBanner', 'thirdBanner', 'fourthBanner', 'fifthBanner'].map((key) => [
          key,
          { desktopImageUrl: localisedImage(`${key}-desktop`), mobileImageUrl: localisedImage(`${key}-mobile`), pathToNavigate: `/collections/${key}` },
        ]),
      ),
    }),
    ...['Amélie Tremblay', 'Noah Gagnon', 'Olivia Roy', 'Liam Côté', 'Emma Bouchard', 'William Gauthier', 'Léa Morin', 'Thomas Lavoie'].map(
      (name, index) => doc(`agent-${index + 1}`, 'agents', { name, order: index, agentImageUrl: image(`agent-${index + 1}.jpg`) }),
    ),
    ...['Visa', 'Mastercard', 'American Express', 'Interac', 'PayPal', 'Apple Pay'].map((title, index) =>
      doc(`payment-${index + 1}`, 'paymentMethods', { paymentMethodTitle: title, paymentMethodImage: image(`payment-${index + 1}.svg`) }),
    ),
    doc('help-center', 'helpCenter', {
      chatWidgetStatus: true,
      helpCenterSchedule: { en: 'Monday to Friday, 9 a.m. to 6 p.m. ET', fr: 'Du lundi au vendredi, de 9 h à 18 h (HE)' },
    }),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
      doc(`popular-category-${n}`, 'popularCategories', { order: n, popularCategoryCollectionId: `gid://shopify/Collection/${100 + n}` }),
    ),
    ...[1, 2, 3].map((n) =>
      doc(`faq-${n}`, 'faq', {
        order: n,
        question: { en: `Question ${n} about shipping?`, fr: `Question ${n} sur la livraison ?` },
        answer: { en: `Answer ${n}.`, fr: `Réponse ${n}.` },
      }),
    ),
    ...[
      ['shure-sm', 'Shure SM Series', 'Microphones', true],
      ['yamaha-cl', 'Yamaha CL Series', 'Mixers', true],
      ['jbl-eon', 'JBL EON Series', 'Speakers', false],
    ].map(([key, title, productType, isFeatured]) =>
      doc(`series-${key}`, 'series', {
        serieTitle: title,
        heading: { en: `${title} line-up`, fr: `Gamme ${title}` },
        color: '#CA0100',
        logoImageUrl: image(`series-${key}-logo.png`),
        imageUrl: image(`series-${key}.jpg`),
        pathToNavigate: `/collections/${key}`,
        productType,
        isFeatured,
      }),
    ),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => doc(`featured-product-${n}`, 'featuredProduct', { order: n, productId: `gid://shopify/Product/${n}` })),
  ];
}

/** A seed holding only content: the Sanity module reads nothing else. */
export function fixtureSeed(): SeedData {
  return {
    metafieldDefinitions: [],
    shop: { ...STORE_IDENTITY, description: { en: '', fr: '' }, primaryDomainUrl: 'http://localhost:3000', currencyCode: 'CAD', metafields: [] },
    products: [],
    collections: [],
    menus: [],
    metaobjects: [],
    pages: [],
    policies: [],
    customers: [],
    orders: [],
    discountCodes: [],
    content: fixtureContent(),
  };
}
