import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { exportContent } from '../../src/seed/content-export.js';
import { generateSeed } from '../../src/seed/generate.js';

const work = mkdtempSync(path.join(os.tmpdir(), 'maple-content-export-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

test('content:export writes NDJSON that `sanity dataset import` takes: image fields as _sanityAsset files beside it, no asset documents, no revisions', async () => {
  const seed = generateSeed({ products: 12, referenceDate: new Date('2026-12-01T00:00:00Z') });
  const out = path.join(work, 'content.ndjson');
  const written = await exportContent(seed.content, out);

  const lines = readFileSync(out, 'utf8').trimEnd().split('\n');
  const documents = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(documents).toHaveLength(written.documents);
  expect(documents.length).toBe(seed.content.filter((document) => document._type !== 'sanity.imageAsset').length);
  expect(documents.every((document) => typeof document._id === 'string' && typeof document._type === 'string' && !('_rev' in document))).toBe(true);
  expect(documents.some((document) => document._type === 'sanity.imageAsset')).toBe(false);

  const assetUris: string[] = [];
  const collect = (value: unknown): void => {
    if (value && typeof value === 'object') {
      const image = value as { _type?: string; _sanityAsset?: string; asset?: unknown };
      if (image._type === 'image') {
        expect(image.asset).toBeUndefined();
        assetUris.push(image._sanityAsset!);
      } else Object.values(value).forEach(collect);
    }
  };
  documents.forEach(collect);
  expect(assetUris.length).toBeGreaterThan(50);
  const files = new Set(readdirSync(path.join(work, 'images')));
  expect(files.size).toBe(written.images);
  for (const uri of assetUris) {
    const file = /^image@file:\/\/\.\/images\/([0-9a-f]{40}\.jpg)$/.exec(uri)?.[1];
    expect(file, uri).toBeDefined();
    expect(files.has(file!), uri).toBe(true);
  }
  // Real JPEGs, at the drawing's size (the banner's desktop image is 1920×800).
  const banner = documents.find((document) => document._id === 'banner-1') as { desktopImageUrl: { _sanityAsset: string } };
  const bytes = readFileSync(path.join(work, banner.desktopImageUrl._sanityAsset.slice('image@file://./'.length)));
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const { default: sharp } = await import('sharp');
  expect(await sharp(bytes).metadata()).toMatchObject({ width: 1920, height: 800, format: 'jpeg' });
}, 60_000);
