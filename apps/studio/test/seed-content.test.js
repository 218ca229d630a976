// The content the emulator seeds is content this schema accepts, by Sanity's own validation; and the
// validation is real: documents that break the rules (CONT-50) are refused with the rule they break.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { validateDocuments } from '../validation/validate-documents.js';

const emulator = path.resolve(import.meta.dirname, '../../emulator');
const work = mkdtempSync(path.join(os.tmpdir(), 'maple-seed-validation-'));
after(() => rmSync(work, { recursive: true, force: true }));

function seedContent() {
  const out = path.join(work, 'seed.json');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', '--out', out], { cwd: emulator, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(readFileSync(out, 'utf8')).content;
}

const errorsOf = (result) => result.markers.filter((marker) => marker.level === 'error');

test('every seeded document validates, and broken ones are refused for the rule they break', async () => {
  const content = seedContent();
  const byId = new Map(content.map((document) => [document._id, document]));
  const banner = byId.get('banner-1');
  const promotions = byId.get('promotionBanners');
  const smallImage = byId.get('banner-1').mobileImageUrl; // 800×1000, too small for a desktop banner
  const broken = [
    {
      ...banner,
      _id: 'broken-banner',
      heading: { fr: 'Sans anglais' },
      textColor: 'red',
      pathToNavigate: 'javascript:alert(1)',
      desktopImageUrl: smallImage,
    },
    { _id: 'broken-topBar', _type: 'topBar', englishMessage: 'Only English' },
    { ...promotions, _id: 'broken-promotionBanners', fifthBanner: undefined },
    { _id: 'broken-popularCategory', _type: 'popularCategories', popularCategoryCollectionId: 'gid://shopify/Product/1' },
    { _id: 'broken-helpCenter', _type: 'helpCenter', chatWidgetStatus: 'busy' },
    { ...byId.get('faq-1'), _id: 'broken-faq', answer: { en: byId.get('faq-1').answer.en }, colour: '#ffffff' },
  ];
  const file = path.join(work, 'content.ndjson');
  writeFileSync(file, [...content, ...broken].map((document) => JSON.stringify(document)).join('\n'));

  const results = await validateDocuments(file);
  assert.equal(results.length, content.length + broken.length);
  // Seeded documents are clean: no error or warning as an editor sees them, and no field the schema lacks.
  const failing = results.filter((result) => !result.id.startsWith('broken-') && result.markers.length + result.cliMarkers.length > 0);
  assert.deepEqual(failing, [], 'seeded documents with errors, warnings or unknown fields');
  assert.ok(results.some((result) => result.type === 'sanity.imageAsset'));
  for (const type of [
    'logo',
    'topBar',
    'banner',
    'infoBar',
    'featuredPromotions',
    'promotionBanners',
    'agents',
    'paymentMethods',
    'helpCenter',
    'popularCategories',
    'faq',
    'series',
    'featuredProduct',
  ]) {
    assert.ok(
      results.some((result) => result.type === type),
      `the seed has a ${type}`,
    );
  }

  const errorPaths = (id) => errorsOf(results.find((result) => result.id === id)).map((marker) => marker.path);
  assert.deepEqual(errorPaths('broken-banner').sort(), ['desktopImageUrl', 'heading', 'pathToNavigate', 'textColor']);
  assert.deepEqual(errorPaths('broken-topBar'), ['frenchMessage']);
  // The set's fifth tile is required; its own required fields say so too.
  assert.ok(errorPaths('broken-promotionBanners').includes('fifthBanner'));
  assert.ok(errorPaths('broken-promotionBanners').every((path) => path.startsWith('fifthBanner')));
  assert.deepEqual(errorPaths('broken-popularCategory'), ['popularCategoryCollectionId']);
  assert.deepEqual(errorPaths('broken-helpCenter'), ['chatWidgetStatus']);
  // A missing French text is a warning (shoppers see English), an unknown field a warning from the CLI's check.
  const faq = results.find((result) => result.id === 'broken-faq');
  assert.deepEqual(errorsOf(faq), []);
  assert.ok(
    faq.markers.some((marker) => marker.level === 'warning' && marker.path === 'answer' && /French is missing/.test(marker.message)),
  );
  assert.ok(faq.cliMarkers.some((marker) => marker.level === 'warning' && /colour/.test(marker.message)));
  const sizeError = errorsOf(results.find((result) => result.id === 'broken-banner')).find((marker) => marker.path === 'desktopImageUrl');
  assert.match(sizeError.message, /At least 1920×800 pixels \(this one is 800×1000\)/);
});
