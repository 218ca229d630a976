import { ClientError } from '@sanity/client';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { startSanity, type SanityHarness } from './harness.js';

let harness: SanityHarness;
beforeAll(async () => {
  harness = await startSanity({ now: () => new Date('2026-03-01T10:00:00.000Z') });
});
afterEach(() => harness.store.reseed());
afterAll(() => harness.close());

const editor = () => harness.client({ token: 'editor-token' });

test('a mutation without a token is refused with Sanity’s permission error', async () => {
  const error = await harness.client().createOrReplace({ _id: 'faq-9', _type: 'faq' }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ClientError);
  expect(error).toMatchObject({ statusCode: 403, details: { type: 'mutationError' } });
  expect(await harness.client().fetch('count(*[_type == "faq"])')).toBe(3);
});

test('createOrReplace stamps system fields and the next query sees the document', async () => {
  const created = await editor().createOrReplace({ _id: 'faq-9', _type: 'faq', order: 9, question: { en: 'New?', fr: 'Nouveau ?' } });
  expect(created).toMatchObject({ _id: 'faq-9', _createdAt: '2026-03-01T10:00:00.000Z', _updatedAt: '2026-03-01T10:00:00.000Z' });
  expect(created._rev).toMatch(/^[\w-]{22}$/);
  expect(await harness.client().fetch('*[_type == "faq"] | order(order desc)[0].question.fr')).toBe('Nouveau ?');
});

test('patch set / unset / inc and delete, as the client sends them', async () => {
  await editor().patch('banner-2').set({ 'heading.fr': 'Nouvelle bannière' }).unset(['textColor']).inc({ order: 10 }).commit();
  const banner = await harness.client().fetch('*[_id == "banner-2"][0]{heading, textColor, order}');
  expect(banner).toEqual({ heading: { en: 'Hero banner 2', fr: 'Nouvelle bannière' }, textColor: null, order: 12 });
  await editor().delete('banner-3');
  expect(await harness.client().fetch('*[_type == "banner"] | order(_id asc)._id')).toEqual(['banner-1', 'banner-2']);
});

test('delete by query removes every match', async () => {
  const outcome = await editor().delete({ query: '*[_type == "agents" && order >= $from]', params: { from: 6 } });
  expect(outcome.results).toHaveLength(2);
  expect(await harness.client().fetch('count(*[_type == "agents"])')).toBe(6);
});

test('a transaction is all or nothing: one failing mutation refuses the others', async () => {
  const transaction = editor().transaction().createOrReplace({ _id: 'faq-10', _type: 'faq' }).create({ _id: 'logo', _type: 'logo' });
  const error = await transaction.commit().catch((caught: unknown) => caught);
  expect(error).toMatchObject({
    statusCode: 409,
    details: { type: 'mutationError', items: [{ index: 1, error: { type: 'documentAlreadyExistsError', id: 'logo' } }] },
  });
  expect(await harness.client().fetch('*[_id == "faq-10"][0]')).toBeNull();
});

test('patching a missing document is a 404 and unsupported patch paths are a 400', async () => {
  await expect(editor().patch('nope').set({ a: 1 }).commit()).rejects.toMatchObject({ statusCode: 404 });
  await expect(editor().patch('banner-1').set({ 'items[0].title': 'x' }).commit()).rejects.toMatchObject({ statusCode: 400 });
});

test('a dry run answers without writing', async () => {
  await editor().createOrReplace({ _id: 'faq-11', _type: 'faq' }, { dryRun: true });
  expect(await harness.client().fetch('*[_id == "faq-11"][0]')).toBeNull();
});
