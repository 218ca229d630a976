import { CHAT_LIMITS } from '@/domain/ai/chat-limits';
import { compareRequestSchema } from '@/domain/ai/chat-request';
import type { ProductFacts } from '@/domain/ai/product-facts';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { aiTranslator } from './ai-messages';
import type { AssistantServices } from './assistant-service';
import { compareFromCatalogue } from './offline/offline-comparison';
import { OfflineLanguageModel } from './offline/offline-model';
import { comparisonSystemPrompt } from './prompts';
import { errorJson, EVENT_STREAM_HEADERS, readJsonBody } from './read-body';
import { streamReply } from './stream-reply';
import { logger } from '@/lib/observability/logger';

const COMPARE_RATE_LIMIT = { name: 'compare', limit: 10, windowMs: 60_000 };

/**
 * POST /api/compare {handles: [a, b], language}: the ---PRODUCT1--- / ---PRODUCT2--- comparison
 * text (AI-21), streamed with the same "data: {json}" lines as the assistant.
 */
export function createCompareHandler(services: () => AssistantServices) {
  return async function POST(request: Request): Promise<Response> {
    const deps = services();
    if (deps.limitRequests) {
      const limited = await limitRequest(request, COMPARE_RATE_LIMIT);
      if (limited) return limited;
    }
    const body = await readJsonBody(request, compareRequestSchema);
    if (!body.ok) return errorJson(body.status, body.message);
    const { handles, language: locale } = body.data;

    let products: (ProductFacts | null)[];
    try {
      products = await Promise.all(handles.map((handle) => deps.loadProduct(handle, locale)));
    } catch (error) {
      logger().error({ err: error }, 'Comparison product lookup failed');
      return errorJson(502, 'The product information is unavailable right now');
    }
    const [first, second] = products;
    if (!first || !second) {
      const missing = handles.filter((_, index) => !products[index]);
      return errorJson(404, `No product with the handle ${missing.map((handle) => `"${handle}"`).join(' or ')}`);
    }

    // Only what reaches the model spends the shared budget: greetings and refused requests do not.
    const overBudget = await deps.budget?.spend();
    if (overBudget) return overBudget;

    let model;
    try {
      model = deps.hostedModel() ?? new OfflineLanguageModel(() => compareFromCatalogue(first, second, locale), 4);
    } catch (error) {
      logger().error({ err: error }, 'Comparison provider misconfigured');
      return errorJson(503, 'The comparison is not available right now');
    }
    const stream = streamReply({
      model,
      system: comparisonSystemPrompt(first, second, locale, deps.storeName),
      messages: [{ role: 'user', content: `Compare ${first.title} (PRODUCT1) with ${second.title} (PRODUCT2).` }],
      // The six sections for two products need more room than a chat answer.
      maxOutputTokens: deps.maxOutputTokens * 2,
      maxChars: CHAT_LIMITS.maxReplyChars * 2,
      publicError: aiTranslator(locale)('streamError'),
      signal: request.signal,
    });
    return new Response(stream, { headers: EVENT_STREAM_HEADERS });
  };
}
