import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/observability/logger';
import type { CartProposal } from '@/domain/ai/cart-proposal';
import { StreamLineDecoder, type StreamEvent } from '@/domain/ai/stream-protocol';
import { MemoryRateLimitStore } from '@/lib/rate-limit/memory-store';
import { AiBudget } from './ai-budget';
import type { AssistantServices } from './assistant-service';
import { seedCatalogue } from './fixtures/seed-catalogue';
import { SEED_HANDLES, seedFacts, type SeedHandle } from './fixtures/seed-facts';
import { toolCallingModel, toolResults, type ScriptedStep } from './fixtures/tool-calling-model';

vi.mock('server-only', () => ({}));
const { createMaestroHandler } = await import('./maestro-handler');
const { TOOL_LIMITS } = await import('./catalogue-tools');

const key = crypto.subtle.importKey('raw', new Uint8Array(32).fill(3), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/** Seed facts with provider variant ids, as the live catalogue gives them. */
function factsWithIds(handle: SeedHandle, locale: 'en' | 'fr') {
  const facts = seedFacts(handle, locale);
  const variants = facts.variants.map((variant, index) => ({ ...variant, id: `gid://shopify/ProductVariant/${9000 + index}` }));
  return { ...facts, variants, soleVariant: facts.soleVariant && { ...facts.soleVariant, id: 'gid://shopify/ProductVariant/8999' } };
}

function handler(model: AssistantServices['hostedModel'] extends () => infer M ? M : never, budget?: AiBudget) {
  return createMaestroHandler(() => ({
    ...(budget ? { budget } : {}),
    ...seedCatalogue,
    loadProduct: async (handle, locale) =>
      (SEED_HANDLES as string[]).includes(handle) ? factsWithIds(handle as SeedHandle, locale) : null,
    findProductHandle: async () => 'mackie-thump12s',
    hostedModel: () => model,
    replyKey: () => key,
    storeName: 'Maple Audio',
    maxOutputTokens: 300,
    limitRequests: false,
  }));
}

async function ask(POST: ReturnType<typeof createMaestroHandler>, question: string, language: 'en' | 'fr' = 'en') {
  const response = await POST(
    new Request('http://localhost/api/maestro', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ handle: 'mackie-thump12s', language, messages: [{ role: 'user', content: question }] }),
    }),
  );
  expect(response.status).toBe(200);
  const events: StreamEvent[] = new StreamLineDecoder().push(await response.text());
  const text = events.flatMap((event) => ('token' in event ? [event.token] : [])).join('');
  const proposals = events.flatMap((event): CartProposal[] => ('proposal' in event ? [event.proposal] : []));
  return { text, proposals, events };
}

afterEach(() => vi.restoreAllMocks());

describe('the assistant with a hosted model uses the catalogue through tools', () => {
  it('searches, reads the results and answers with real products cheaper than the one on screen', async () => {
    const { model, prompts } = toolCallingModel([
      { toolCalls: [{ toolName: 'search_products', input: { query: 'Powered Speakers', maxPrice: 1249.99 } }] },
      {
        text: (prompt) => {
          const [found] = toolResults(prompt);
          const products = found!.value as { title: string; price: number }[];
          return `Cheaper options: ${products.map((product) => `${product.title} (${product.price})`).join(', ')}`;
        },
      },
    ]);
    const { text } = await ask(handler(model), 'Show me something cheaper');
    // The Thump15A costs less and is in stock; the DZR12 costs less but cannot be ordered, so the search leaves it out.
    expect(text).toContain('Mackie Thump15A Powered PA Speaker (909.99)');
    expect(text).not.toContain('Yamaha');
    expect(text).not.toContain('Thump12S');
    expect(prompts).toHaveLength(2);
    // The instructions tell the model it knows other products only through its tools.
    expect(JSON.stringify(prompts[0]![0])).toContain('catalogue tools');
  });

  it('reads facts, availability and a comparison, and proposes an add to cart without touching the cart', async () => {
    const { model, prompts } = toolCallingModel([
      {
        toolCalls: [
          { toolName: 'check_availability', input: { handle: 'yamaha-dzr12' } },
          { toolName: 'compare_products', input: { first: 'mackie-thump12s', second: 'yamaha-dzr12' } },
        ],
      },
      { toolCalls: [{ toolName: 'propose_add_to_cart', input: { handle: 'mackie-thump15a', quantity: 1 } }] },
      {
        text: (prompt) =>
          `Done: ${toolResults(prompt)
            .map((result) => result.toolName)
            .join(', ')}. Confirm with the button.`,
      },
    ]);
    const info = vi.spyOn(logger(), 'info').mockImplementation(() => {});
    const { text, proposals } = await ask(handler(model), 'Compare it with the Yamaha DZR12, and add the Thump15A to my cart');
    expect(text).toBe('Done: check_availability, compare_products, propose_add_to_cart. Confirm with the button.');
    const availability = toolResults(prompts[1]!)[0]!.value as { title: string; available: boolean };
    expect(availability).toMatchObject({ title: 'Yamaha DZR12 Powered PA Speaker', available: false });
    // The first option that can be ordered, as the product page opens on it.
    expect(proposals).toEqual([
      expect.objectContaining({ handle: 'mackie-thump15a', variantId: 'gid://shopify/ProductVariant/9001', quantity: 1, price: 979.99 }),
    ]);
    // One log line per tool call: tool, outcome, duration, result size.
    const lines = info.mock.calls.map(([, line]) => String(line)).filter((line) => line.startsWith('Assistant tool '));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Assistant tool check_availability: ok, \d+ ms, \d+ bytes$/);
  });

  it('bounds tool use: calls past the budget are refused, and the reply ends after the step limit', async () => {
    const many: ScriptedStep = {
      toolCalls: Array.from({ length: 4 }, () => ({ toolName: 'search_products', input: { query: 'speaker' } })),
    };
    const { model, prompts } = toolCallingModel([many]);
    const info = vi.spyOn(logger(), 'info').mockImplementation(() => {});
    const { events } = await ask(handler(model), 'Search everything');
    expect(prompts).toHaveLength(TOOL_LIMITS.maxSteps);
    const lines = info.mock.calls.map(([, line]) => String(line)).filter((line) => line.startsWith('Assistant tool '));
    expect(lines.filter((line) => line.includes(': ok,'))).toHaveLength(TOOL_LIMITS.maxCalls);
    expect(lines.some((line) => line.includes(': refused,'))).toBe(true);
    expect(events.at(-1)).toEqual({});
  });

  it('answers a tool error the model can read, not a failure, for unknown products and call-for-price', async () => {
    const { model, prompts } = toolCallingModel([
      {
        toolCalls: [
          { toolName: 'propose_add_to_cart', input: { handle: 'l-acoustics-k9' } },
          { toolName: 'product_facts', input: { handle: 'nope' } },
        ],
      },
      { text: () => 'Please call us.' },
    ]);
    vi.spyOn(logger(), 'info').mockImplementation(() => {});
    const { proposals } = await ask(handler(model), 'Add the K9 to my cart');
    expect(proposals).toEqual([]);
    const results = toolResults(prompts[1]!).map((result) => result.value);
    expect(results).toEqual([{ error: expect.stringMatching(/priced on request/) }, { error: 'No product with the handle nope' }]);
  });
});

describe('the overall AI budget counts what a question costs (decision 0031)', () => {
  const script = (): ScriptedStep[] => [
    {
      toolCalls: [
        { toolName: 'check_availability', input: { handle: 'yamaha-dzr12' } },
        { toolName: 'product_facts', input: { handle: 'mackie-thump15a' } },
      ],
    },
    { toolCalls: [{ toolName: 'search_products', input: { query: 'Powered Speakers' } }] },
    { text: (prompt) => `Read ${toolResults(prompt).length} results.` },
  ];

  it('AI-11: each model step and each tool call of one question is counted, not the question once', async () => {
    vi.spyOn(logger(), 'info').mockImplementation(() => {});
    const budget = new AiBudget(new MemoryRateLimitStore(), { perMinute: 7, perDay: 100 });
    const { text } = await ask(handler(toolCallingModel(script()).model, budget), 'Is the Yamaha in stock, and what about the Thump15A?');
    expect(text).toBe('Read 3 results.');
    // Three model steps and three tool calls: six units spent, so one more fits and the next does not.
    expect(await budget.spend()).toBeNull();
    expect((await budget.spend())?.status).toBe(429);
  });

  it('AI-11: a budget spent in the middle of a reply refuses the next tool call and the next model step', async () => {
    const info = vi.spyOn(logger(), 'info').mockImplementation(() => {});
    vi.spyOn(logger(), 'error').mockImplementation(() => {});
    const budget = new AiBudget(new MemoryRateLimitStore(), { perMinute: 2, perDay: 100 });
    const { model, prompts } = toolCallingModel(script());
    const { events } = await ask(handler(model, budget), 'Is the Yamaha in stock, and what about the Thump15A?');
    // The first step and the first tool call fit; the second tool call is refused, and the second step never reaches the model.
    const logged = info.mock.calls.map(([, line]) => String(line).replace(/, \d+ ms.*$/, ''));
    expect(logged.sort()).toEqual(['Assistant tool check_availability: ok', 'Assistant tool product_facts: refused']);
    expect(prompts).toHaveLength(1);
    expect(events.some((event) => 'error' in event)).toBe(true);
    expect(events.some((event) => 'signature' in event)).toBe(false);
  });
});
