import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startSanity } from '../sanity/harness.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'emulator-content-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const headingOf = (harness: Awaited<ReturnType<typeof startSanity>>) =>
  harness.client().fetch<string>('*[_id == "banner-1"][0].heading.en');

test('content changes survive a restart on a file database; reset brings the seed back for good', async () => {
  const first = await startSanity({ dataDir });
  expect(await headingOf(first)).toBe('Hero banner 1');
  await first.client({ token: 'editor-token' }).patch('banner-1').set({ 'heading.en': 'Spring sale' }).commit();
  await first.close();

  const second = await startSanity({ dataDir });
  expect(await headingOf(second)).toBe('Spring sale');
  await second.app.inject({ method: 'POST', url: '/__emulator/reset' });
  expect(await headingOf(second)).toBe('Hero banner 1');
  await second.close();

  const third = await startSanity({ dataDir });
  expect(await headingOf(third)).toBe('Hero banner 1');
  await third.close();
});

test('a database seeded for another catalogue size is re-seeded on start', async () => {
  const first = await startSanity({ dataDir, products: 20 });
  await first.client({ token: 'editor-token' }).delete('banner-1');
  await first.close();

  const resized = await startSanity({ dataDir, products: 40 });
  expect(await headingOf(resized)).toBe('Hero banner 1');
  await resized.close();
});
