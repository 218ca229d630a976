import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSanity, type SanityHarness } from './harness.js';

let harness: SanityHarness;
beforeAll(async () => {
  harness = await startSanity();
});
afterAll(() => harness.close());

const IDS = '*[_type == "banner"] | order(_id asc)._id';
const FIRST_HEADING = '*[_type == "banner" && pathToNavigate match "*hero*"] | order(order asc)[0].heading.en';

test('without a token, drafts stay hidden whatever the perspective (the storefront reads anonymously)', async () => {
  for (const perspective of ['raw', 'published', 'drafts'] as const) {
    expect(await harness.client({ perspective }).fetch(IDS)).toEqual(['banner-1', 'banner-2', 'banner-3']);
  }
});

test('with a token, raw shows drafts beside published documents and published hides them', async () => {
  const raw = harness.client({ token: 'editor-token', perspective: 'raw' });
  expect(await raw.fetch(IDS)).toEqual(['banner-1', 'banner-2', 'banner-3', 'drafts.banner-1']);
  const published = harness.client({ token: 'editor-token', perspective: 'published' });
  expect(await published.fetch(IDS)).toEqual(['banner-1', 'banner-2', 'banner-3']);
});

test('the drafts perspective overlays drafts on their published documents, keeping the published id', async () => {
  const drafts = harness.client({ token: 'editor-token', perspective: 'drafts' });
  expect(await drafts.fetch(IDS)).toEqual(['banner-1', 'banner-2', 'banner-3']);
  expect(await drafts.fetch(FIRST_HEADING)).toBe('Unpublished hero');
  expect(await drafts.fetch('*[_id == "banner-1"][0]._originalId')).toBe('drafts.banner-1');
  expect(await harness.client({ token: 'editor-token', perspective: 'published' }).fetch(FIRST_HEADING)).toBe('Hero banner 1');
});

test('the default perspective follows the API version: raw before v2025-02-19, published from then on', async () => {
  expect(await harness.client({ token: 'editor-token', apiVersion: '2022-03-07' }).fetch('count(*[_type == "banner"])')).toBe(4);
  expect(await harness.client({ token: 'editor-token', apiVersion: '2025-02-19' }).fetch('count(*[_type == "banner"])')).toBe(3);
});

test('raw combined with another perspective is a 400', async () => {
  const response = await fetch(`${harness.origin}/v2025-02-19/data/query/production?query=1&perspective=raw,drafts`);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: { description: 'Invalid perspective: "raw" can not be combined with other perspectives', type: 'httpBadRequest' },
  });
});
