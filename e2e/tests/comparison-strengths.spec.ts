import { expect, test, type APIRequestContext } from '@playwright/test';
import { storefront } from '../support/emulator';

// AI-21: offline, the comparison states only strengths the two products' data supports, the same way in English
// and French (the ATW-1196 was credited with "higher outputs" for a 3.5 mm jack against XLR, and the other way round).

async function handleOf(query: string): Promise<string> {
  const { search } = await storefront<{ search: { nodes: { handle: string }[] } }>(
    `query($query: String!) { search(first: 1, query: $query, types: PRODUCT) { nodes { ... on Product { handle } } } }`,
    { query },
  );
  expect(search.nodes, query).toHaveLength(1);
  return search.nodes[0]!.handle;
}

/** The streamed comparison as text (the tokens of its "data: {json}" lines). */
async function comparison(request: APIRequestContext, handles: string[], language: 'en' | 'fr') {
  const response = await request.post('/api/compare', { data: { handles, language } });
  expect(response.status()).toBe(200);
  return (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => {
      const event = JSON.parse(line.slice(6)) as { token?: string };
      return event.token ?? '';
    })
    .join('');
}

const strengths = (text: string) =>
  text
    .split(/---PRODUCT[12]---/)
    .slice(1)
    .map((block) =>
      (block.split('**Strengths**')[1] ?? '')
        .split('**Best For**')[0]!
        .split('\n')
        .filter((line) => line.startsWith('- ')),
    );

test('the two wireless systems are compared on what their data supports, alike in both languages @desktop', async ({ request }) => {
  const handles = [await handleOf('ATW-1196'), await handleOf('EW-D B19')];
  const english = await comparison(request, handles, 'en');
  const french = await comparison(request, handles, 'fr');
  expect(english).toContain('**Strengths**');
  expect(english).not.toMatch(/Higher outputs/);
  expect(french).not.toMatch(/Sorties : valeur plus élevée/);
  expect(strengths(french).map((lines) => lines.length)).toEqual(strengths(english).map((lines) => lines.length));
});
