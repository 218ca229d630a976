import { createTranslator } from 'next-intl';
import { expect, it } from 'vitest';
import en from '../../../messages/en/agents.json';
import fr from '../../../messages/fr/agents.json';
import { llmsText, type LlmsLanguageSection } from './llms-text';
import type { Translate } from './product-markdown';

const translate = (messages: typeof en, locale: string): Translate => {
  const t = createTranslator({ locale, messages, namespace: 'llmsTxt' });
  return (key, values) => (t as (key: string, values?: Record<string, string | number>) => string)(key, values);
};

const section = (code: string, t: Translate, prefix: string): LlmsLanguageSection => ({
  code,
  t,
  departments: [
    {
      title: 'DJ',
      url: `https://maple.ca${prefix}/collections/dj`,
      collections: [{ title: 'Turntables', url: `https://maple.ca${prefix}/collections/turntables` }],
    },
  ],
  policies: [{ title: 'Refund Policy', url: `https://maple.ca${prefix}/policies/refund-policy` }],
  searchUrl: `https://maple.ca${prefix}/search?q=`,
});

it('describes the store, the MCP endpoint and its flow, and the catalogue, in both languages', () => {
  const text = llmsText({
    storeName: 'Maple Audio',
    mcpUrl: 'https://maple.ca/api/mcp',
    storefrontApiUrl: 'https://maple.ca/api/2026-04/graphql.json',
    sitemapUrl: 'https://maple.ca/sitemap.xml',
    languages: [section('EN', translate(en, 'en'), ''), section('FR', translate(fr, 'fr'), '/fr')],
  });
  expect(text.startsWith('# Maple Audio\n\n> Canadian online store')).toBe(true);
  expect(text).toContain('> Boutique en ligne canadienne');
  expect(text).toContain('`POST https://maple.ca/api/mcp`');
  expect(text).toContain('`search_shop_catalog`');
  expect(text).toContain('`checkout_url`');
  expect(text).toContain('`language: "FR"`');
  expect(text).toContain('- [DJ](https://maple.ca/collections/dj): [Turntables](https://maple.ca/collections/turntables)');
  expect(text).toContain('- [DJ](https://maple.ca/fr/collections/dj)');
  expect(text).toContain('## Politiques (français)');
  expect(text).toContain('- https://maple.ca/sitemap.xml');
});
