import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSanity, type SanityHarness } from './harness.js';

let harness: SanityHarness;
beforeAll(async () => {
  harness = await startSanity();
});
afterAll(() => harness.close());

/** What the query endpoint answers, success or error. */
interface SanityBody {
  query?: string;
  result?: unknown;
  syncTags?: string[];
  ms?: number;
  error?: { type?: string; description?: string; [detail: string]: unknown };
  statusCode?: number;
  message?: string;
}
const read = async (response: Response) => (await response.json()) as SanityBody;

const get = (path: string, search: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${harness.origin}${path}?${new URLSearchParams(search)}`, { headers });

describe('GET /v{version}/data/query/{dataset}', () => {
  test('answers {query, result, syncTags, ms} as JSON', async () => {
    const response = await get('/v2022-03-07/data/query/production', { query: '*[_type == "faq"] | order(order asc)[0].question.en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await read(response);
    expect(Object.keys(body)).toEqual(['query', 'result', 'syncTags', 'ms']);
    expect(body.result).toBe('Question 1 about shipping?');
    expect(body.query).toBe('*[_type == "faq"] | order(order asc)[0].question.en');
    expect(body.syncTags).toEqual([expect.stringMatching(/^s1:[\w-]{6}$/)]);
    expect(Number.isInteger(body.ms)).toBe(true);
  });

  test('returnQuery=false leaves the query out; a missing result is null', async () => {
    const response = await get('/v2022-03-07/data/query/production', { query: '*[_type == "nothing"][0]', returnQuery: 'false' });
    expect(Object.keys(await read(response))).toEqual(['result', 'syncTags', 'ms']);
    const missing = await read(await get('/v2022-03-07/data/query/production', { query: '*[_type == "nothing"][0]' }));
    expect(missing.result).toBeNull();
  });

  test('$param values are JSON; an unquoted string is refused as Sanity does', async () => {
    const ok = await get('/v2022-03-07/data/query/production', { query: 'count(*[_type == $type])', $type: '"faq"' });
    expect((await read(ok)).result).toBe(3);
    const bad = await get('/v2022-03-07/data/query/production', { query: 'count(*[_type == $type])', $type: 'faq' });
    expect(bad.status).toBe(400);
    expect(await read(bad)).toEqual({
      error: { description: 'Unable to parse value of "$type=faq". Please quote string values.', type: 'httpBadRequest' },
    });
  });

  test('a parameter referenced but not sent is a queryParseError pointing at it', async () => {
    const query = '*[_type == "series" && productType == $productType]';
    const response = await get('/v2022-03-07/data/query/production', { query });
    expect(response.status).toBe(400);
    expect(await read(response)).toEqual({
      error: { description: 'param $productType referenced, but not provided', start: 38, end: 50, query, type: 'queryParseError' },
    });
  });

  test('GROQ that does not parse is a queryParseError with its position', async () => {
    const query = '*[_type == "banner"]{heading';
    const response = await get('/v2022-03-07/data/query/production', { query });
    expect(response.status).toBe(400);
    const { error } = await read(response);
    expect(error).toMatchObject({ type: 'queryParseError', query, start: query.length - 1, end: query.length });
    expect(error?.description).toMatch(/^unexpected end of query/);
    const unknownFunction = await read(await get('/v2022-03-07/data/query/production', { query: 'nope::thing()' }));
    expect(unknownFunction.error).toMatchObject({ type: 'queryParseError', start: 0, end: 4, description: 'undefined namespace: nope' });
  });

  test('a missing query is a bad request, never a 500', async () => {
    const response = await get('/v2022-03-07/data/query/production', {});
    expect(response.status).toBe(400);
    expect((await read(response)).error?.type).toBe('httpBadRequest');
  });

  test('an unknown dataset is a 404 naming the dataset and project', async () => {
    const response = await get('/v2022-03-07/data/query/staging', { query: '*' }, { 'X-Sanity-Project-ID': 'emulator' });
    expect(response.status).toBe(404);
    expect(await read(response)).toEqual({ statusCode: 404, error: 'Not Found', message: 'Dataset "staging" not found for project ID "emulator"' });
  });

  test('accepts v1, vX and any real date; refuses malformed versions with a 400', async () => {
    for (const version of ['v1', 'vX', 'v2021-03-25', 'v2025-02-19']) {
      expect((await get(`/${version}/data/query/production`, { query: 'count(*[_type == "logo"])' })).status).toBe(200);
    }
    const v1 = await read(await get('/v1/data/query/production', { query: '1' }));
    expect(v1).not.toHaveProperty('syncTags');
    for (const version of ['v2022-13-01', 'v2022-02-30', 'vlatest', 'v22-03-07']) {
      const response = await get(`/${version}/data/query/production`, { query: '1' });
      expect(response.status).toBe(400);
      expect(await read(response)).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });
});

describe('POST /v{version}/data/query/{dataset}', () => {
  const post = (body: unknown, search = '') =>
    fetch(`${harness.origin}/v2022-03-07/data/query/production${search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  test('runs {query, params} from the body and honours returnQuery=false in the search string', async () => {
    const response = await post({ query: '*[_id == $id][0].name', params: { id: 'agent-2' } }, '?returnQuery=false');
    expect(response.status).toBe(200);
    expect(await read(response)).toMatchObject({ result: 'Noah Gagnon' });
  });

  test('refuses malformed bodies with Sanity-shaped 400s', async () => {
    for (const body of ['{not json', { params: {} }, { query: '*', params: [1] }]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect((await read(response)).error?.type).toBe('httpBadRequest');
    }
  });

  test('the client switches to POST past its GET size limit and still gets an answer', async () => {
    const ids = Array.from({ length: 900 }, (_, index) => `agent-${index + 1}`);
    const names = await harness.client().fetch<string[]>('*[_id in $ids] | order(name asc).name', { ids });
    expect(names).toHaveLength(8);
  });

  test('the client `resource` form /projects/{id}/datasets/{name}/query answers the same', async () => {
    const response = await fetch(`${harness.origin}/vX/projects/emulator/datasets/production/query?query=count(*%5B_type%3D%3D%22faq%22%5D)`);
    expect((await read(response)).result).toBe(3);
  });
});
