import { describe, expect, it } from 'vitest';
import { markdownPageOf, prefersMarkdown, varyOnAccept } from './representation';

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html;q=0.5, text/markdown', true],
    ['text/markdown;q=0.8, text/plain', true],
    ['text/markdown, text/html', true],
    ['TEXT/MARKDOWN', true],
  ])('%s asks for Markdown', (accept, expected) => expect(prefersMarkdown(accept)).toBe(expected));

  it.each([
    [null, false],
    ['', false],
    ['*/*', false],
    ['text/*', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['text/html, text/markdown;q=0.5', false],
    ['text/markdown;q=0', false],
    ['application/json', false],
    ['garbage', false],
  ])('%s gets HTML', (accept, expected) => expect(prefersMarkdown(accept)).toBe(expected));
});

describe('varyOnAccept', () => {
  it('adds Accept once, keeping what Vary holds', () => {
    const headers = new Headers();
    varyOnAccept(headers);
    expect(headers.get('vary')).toBe('Accept');
    headers.set('vary', 'RSC, Next-Router-State-Tree');
    varyOnAccept(headers);
    varyOnAccept(headers);
    expect(headers.get('vary')).toBe('RSC, Next-Router-State-Tree, Accept');
  });
});

describe('markdownPageOf', () => {
  it('knows product and collection pages in both languages', () => {
    expect(markdownPageOf('/products/shure-sm58')).toEqual({ locale: 'en', kind: 'products', handle: 'shure-sm58' });
    expect(markdownPageOf('/fr/collections/dj')).toEqual({ locale: 'fr', kind: 'collections', handle: 'dj' });
  });

  it('leaves every other page alone', () => {
    for (const path of ['/', '/fr', '/search', '/products', '/products/a/b', '/de/products/x', '/cart'])
      expect(markdownPageOf(path)).toBeNull();
  });
});
