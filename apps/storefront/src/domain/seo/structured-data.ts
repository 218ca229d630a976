/** schema.org JSON-LD for the store's pages (SEO-06); pure builders, serialised by the JsonLd component. */
const SCHEMA = 'https://schema.org';

export interface OrganizationInput {
  name: string;
  url: string;
  logoUrl: string;
  telephone: string;
  address: string;
  sameAs: readonly string[];
}

/** The organisation's node id, for the pages' JSON-LD that name it by reference. */
const organizationId = (organizationUrl: string) => `${organizationUrl}#organization`;

/** The store as an Organization: serves Canada, in English and French. */
export function organizationJsonLd(input: OrganizationInput) {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': organizationId(input.url),
    name: input.name,
    url: input.url,
    logo: input.logoUrl,
    areaServed: 'CA',
    knowsLanguage: ['en-CA', 'fr-CA'],
    address: input.address,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: input.telephone,
        contactType: 'customer service',
        areaServed: 'CA',
        availableLanguage: ['English', 'French'],
      },
    ],
    ...(input.sameAs.length ? { sameAs: [...input.sameAs] } : {}),
  };
}

/** The site with its search action, in the page's language; its publisher is the one organisation (its url). */
export function webSiteJsonLd(input: { name: string; url: string; organizationUrl: string; searchUrlTemplate: string; language: string }) {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    inLanguage: input.language,
    publisher: { '@id': organizationId(input.organizationUrl) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: input.searchUrlTemplate },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface ListEntry {
  name: string;
  url: string;
  image?: string | null;
}

/** An ItemList of links in page order (positions start at 1). */
function itemListJsonLd(name: string, entries: readonly ListEntry[]) {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: entry.url,
      name: entry.name,
      ...(entry.image ? { image: entry.image } : {}),
    })),
  };
}

/** A listing page (collection, brand, series, search) as a CollectionPage whose main entity is its ItemList. */
export function collectionPageJsonLd(input: {
  name: string;
  url: string;
  description?: string | null;
  language: string;
  entries: readonly ListEntry[];
}) {
  return {
    '@context': SCHEMA,
    '@type': 'CollectionPage',
    name: input.name,
    url: input.url,
    inLanguage: input.language,
    ...(input.description ? { description: input.description } : {}),
    mainEntity: itemListJsonLd(input.name, input.entries),
  };
}

/** The help centre's questions and answers. */
export function faqPageJsonLd(input: { url: string; language: string; entries: readonly { question: string; answer: string }[] }) {
  return {
    '@context': SCHEMA,
    '@type': 'FAQPage',
    url: input.url,
    inLanguage: input.language,
    mainEntity: input.entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' is escaped so provider text cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
