import { describe, expect, it } from 'vitest';
import { collectionPageJsonLd, faqPageJsonLd, organizationJsonLd, serializeJsonLd, webSiteJsonLd } from './structured-data';

describe('structured data', () => {
  it('describes the organisation as serving Canada in English and French', () => {
    const data = organizationJsonLd({
      name: 'Maple Audio',
      url: 'https://maple-audio.ca/',
      logoUrl: 'https://maple-audio.ca/icon.svg',
      telephone: '1-800-555-0199',
      address: 'Montréal',
      sameAs: ['https://www.instagram.com/mapleaudio'],
    });
    expect(data).toMatchObject({ '@type': 'Organization', areaServed: 'CA', name: 'Maple Audio' });
    expect(data.contactPoint[0]).toMatchObject({ areaServed: 'CA', availableLanguage: ['English', 'French'] });
    expect(data.sameAs).toEqual(['https://www.instagram.com/mapleaudio']);
  });

  it('numbers a collection page list from 1 and keeps the order', () => {
    const data = collectionPageJsonLd({
      name: 'Top deals',
      url: 'https://maple-audio.ca/collections/top-deals',
      language: 'en-CA',
      entries: [
        { name: 'A', url: 'https://maple-audio.ca/products/a', image: 'https://cdn/a.jpg' },
        { name: 'B', url: 'https://maple-audio.ca/products/b' },
      ],
    });
    expect(data.mainEntity.numberOfItems).toBe(2);
    expect(data.mainEntity.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
    expect(data.mainEntity.itemListElement[1]).not.toHaveProperty('image');
  });

  it('gives the site a search action on the search page', () => {
    const data = webSiteJsonLd({
      name: 'Maple Audio',
      url: 'https://x/',
      organizationUrl: 'https://x/',
      searchUrlTemplate: 'https://x/search?q={search_term_string}',
      language: 'fr-CA',
    });
    expect(data.potentialAction.target.urlTemplate).toContain('{search_term_string}');
  });

  it('names the one organisation as the publisher of the site in either language', () => {
    const organization = organizationJsonLd({
      name: 'Maple Audio',
      url: 'https://maple-audio.ca/',
      logoUrl: 'https://maple-audio.ca/icon.svg',
      telephone: '1-800-555-0199',
      address: 'Montréal',
      sameAs: [],
    });
    const french = webSiteJsonLd({
      name: 'Maple Audio',
      url: 'https://maple-audio.ca/fr',
      organizationUrl: 'https://maple-audio.ca/',
      searchUrlTemplate: 'https://maple-audio.ca/fr/search?q={search_term_string}',
      language: 'fr-CA',
    });
    expect(french.publisher).toEqual({ '@id': organization['@id'] });
  });

  it('answers every FAQ question', () => {
    const data = faqPageJsonLd({ url: 'https://x/help-center', language: 'en-CA', entries: [{ question: 'Q?', answer: 'A.' }] });
    expect(data.mainEntity[0]).toEqual({ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } });
  });

  it('cannot be broken out of its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(serializeJsonLd({ name: '<b>' }))).toEqual({ name: '<b>' });
  });
});
