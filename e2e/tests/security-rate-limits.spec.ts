import { expect, test } from '@playwright/test';
import { storeURL } from '../support/emulator';
import { visit } from '../support/visit';

// The server trusts one proxy hop here (e2e/playwright.config.ts): the last X-Forwarded-For entry is
// the address the proxy saw. A client can still write anything to the left of it.
const someAddress = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const forgedBy = (client: string, n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}, ${client}` });

test('a new forged X-Forwarded-For address on each post gets no new budget @desktop', async ({ request }) => {
  const client = someAddress();
  const statuses: number[] = [];
  for (let n = 1; n <= 8; n += 1) {
    const response = await request.post('/api/b2b-enquiry', {
      data: { company: 'x' },
      headers: { Origin: storeURL, ...forgedBy(client, n) },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  // Another client, as the proxy saw it, still has its own budget: clients are told apart, not lumped together.
  const neighbour = await request.post('/api/b2b-enquiry', {
    data: { company: 'x' },
    headers: { Origin: storeURL, ...forgedBy(someAddress(), 1) },
  });
  expect(neighbour.status()).toBe(400);

  const maestro: number[] = [];
  const other = someAddress();
  for (let n = 1; n <= 21; n += 1) {
    const response = await request.post('/api/maestro', {
      data: { handle: 'mackie-thump12s', language: 'en', messages: [] },
      headers: forgedBy(other, n),
    });
    maestro.push(response.status());
  }
  expect(maestro.slice(0, 20).every((status) => status === 200)).toBe(true);
  expect(maestro[20]).toBe(429);
});

const question = JSON.stringify({ handle: 'mackie-thump12s', language: 'en', messages: [{ role: 'user', content: 'How heavy is it?' }] });

/** One question from a new address each time, so no per-address limit is ever reached; the reply is not waited for. */
async function ask(): Promise<Response> {
  const abort = new AbortController();
  const response = await fetch(`${storeURL}/api/maestro`, {
    method: 'POST',
    body: question,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
    signal: abort.signal,
  });
  // The budget is spent when the model is asked, before the reply streams: the rest is not needed.
  if (response.status === 429) return response;
  abort.abort();
  return response;
}

/** Spends what is left of the day's overall budget (AI_BUDGET_PER_DAY is 300 there), ten questions at a time. */
async function spendAiBudget() {
  for (let round = 0; round < 40; round += 1) {
    const answers = await Promise.all(Array.from({ length: 10 }, ask));
    for (const answer of answers) expect([200, 429]).toContain(answer.status);
    const refused = answers.find((answer) => answer.status === 429);
    if (refused) return { body: (await refused.json()) as unknown, retryAfter: Number(refused.headers.get('retry-after')) };
  }
  throw new Error('The overall budget was never reached');
}

// The budget is shared by every client: spending it is global state, like an injected fault, so this
// runs alone after the other tests.
test('the assistant and the comparison share an overall budget that no address rotation escapes, explained on the page @faults', async ({
  page,
}) => {
  const spent = await spendAiBudget();
  expect(spent.body).toMatchObject({ code: 'busy' });
  // Spent for the day: refused until the day's budget renews, whatever address asks.
  expect(spent.retryAfter).toBeGreaterThan(60);

  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': someAddress() });
  await visit(page, '/fr/products/mackie-thump12s?maestro=true');
  const drawer = page.getByRole('dialog', { name: 'Demandez à Maestro' });
  await expect(drawer).toBeVisible({ timeout: 20_000 });
  // The greeting asks no model: it still comes.
  await expect(drawer.getByRole('list', { name: 'Conversation' })).toContainText('Bonjour !');
  await drawer.getByRole('textbox', { name: 'Votre question' }).fill('Quel est son poids ?');
  await drawer.getByRole('button', { name: 'Envoyer' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Maestro répond à beaucoup de questions en ce moment');

  // In English this time (the French visit set the language cookie).
  await page.context().clearCookies();
  await visit(page, '/collections/live-sound');
  await page.getByRole('switch', { name: 'Compare', exact: true }).check();
  const boxes = page.getByRole('checkbox', { name: /^Compare / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('region', { name: 'Compare products' }).getByRole('button', { name: 'Compare', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Product comparison' });
  await expect(modal.getByRole('alert')).toContainText('Comparisons are in high demand right now');
});
