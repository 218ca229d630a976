import { expect, test, type APIRequestContext } from '@playwright/test';
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

/**
 * Spends what is left of the assistant's overall budget from a new address on every call, so no
 * per-address limit is ever reached; makes sure at least 20 s of refusals are ahead. Returns the last answer.
 */
async function spendAiBudget(request: APIRequestContext) {
  for (let round = 0; round < 2; round += 1) {
    for (let call = 0; call < 200; call += 1) {
      const response = await request.post('/api/maestro', {
        data: { handle: 'mackie-thump12s', language: 'en', messages: [{ role: 'user', content: 'How heavy is it?' }] },
        headers: { 'X-Forwarded-For': someAddress() },
      });
      if (response.status() === 429) {
        const retryAfter = Number(response.headers()['retry-after']);
        if (retryAfter >= 20) return { body: await response.json(), retryAfter };
        await new Promise((resolve) => setTimeout(resolve, (retryAfter + 1) * 1000));
        break;
      }
      expect(response.status()).toBe(200);
      await response.text();
    }
  }
  throw new Error('The overall budget was never reached');
}

// The budget is shared by every client: spending it is global state, like an injected fault, so this
// runs alone after the other tests (AI_BUDGET_PER_MINUTE is 40 there).
test('the assistant and the comparison share an overall budget that no address rotation escapes, explained on the page @faults', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const spent = await spendAiBudget(request);
  expect(spent.body).toMatchObject({ code: 'busy' });
  expect(spent.retryAfter).toBeLessThanOrEqual(60);

  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': someAddress() });
  await visit(page, '/fr/products/mackie-thump12s?maestro=true');
  const drawer = page.getByRole('dialog', { name: 'Demandez à Maestro' });
  await expect(drawer).toBeVisible({ timeout: 20_000 });
  // The greeting asks no model: it still comes.
  await expect(drawer.getByRole('list', { name: 'Conversation' })).toContainText('Bonjour !');
  await drawer.getByRole('textbox', { name: 'Votre question' }).fill('Quel est son poids ?');
  await drawer.getByRole('button', { name: 'Envoyer' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Maestro répond à beaucoup de questions en ce moment');

  await spendAiBudget(request);
  await visit(page, '/collections/live-sound');
  await page.getByRole('switch', { name: 'Compare' }).check();
  const boxes = page.getByRole('checkbox', { name: /^Compare / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('region', { name: 'Compare products' }).getByRole('button', { name: 'Compare', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Product comparison' });
  await expect(modal.getByRole('alert')).toContainText('Comparisons are in high demand right now');
});
