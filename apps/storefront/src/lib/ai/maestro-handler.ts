import { CHAT_LIMITS } from '@/domain/ai/chat-limits';
import { chatRequestSchema } from '@/domain/ai/chat-request';
import type { ProductFacts } from '@/domain/ai/product-facts';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { aiTranslator } from './ai-messages';
import type { AssistantServices } from './assistant-service';
import { answerFromCatalogue } from './offline/offline-answer';
import { lastUserText, OfflineLanguageModel } from './offline/offline-model';
import { assistantSystemPrompt } from './prompts';
import { errorJson, EVENT_STREAM_HEADERS, readJsonBody } from './read-body';
import { streamReply } from './stream-reply';

export const MAESTRO_RATE_LIMIT = { name: 'maestro', limit: 20, windowMs: 60_000 };

/**
 * POST /api/maestro (spec §7): an empty conversation gets the JSON greeting; otherwise the reply
 * streams as "data: {token}" lines. The product is loaded from its handle, never from the client.
 */
export function createMaestroHandler(services: () => AssistantServices) {
  return async function POST(request: Request): Promise<Response> {
    const deps = services();
    if (deps.limitRequests) {
      const limited = await limitRequest(request, MAESTRO_RATE_LIMIT);
      if (limited) return limited;
    }
    const body = await readJsonBody(request, chatRequestSchema);
    if (!body.ok) return errorJson(body.status, body.message);
    const { handle, language: locale, messages } = body.data;

    let facts: ProductFacts | null;
    try {
      facts = await deps.loadProduct(handle, locale);
    } catch (error) {
      console.error('Assistant product lookup failed:', error instanceof Error ? error.message : error);
      return errorJson(502, 'The product information is unavailable right now');
    }
    if (!facts) return errorJson(404, `No product with the handle "${handle}"`);

    const t = aiTranslator(locale);
    if (messages.length === 0) {
      return Response.json(
        { message: t('greeting', { title: facts.title, store: deps.storeName }) },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    }

    // Only what reaches the model spends the shared budget: greetings and refused requests do not.
    const overBudget = await deps.budget?.spend();
    if (overBudget) return overBudget;

    let model;
    try {
      const product = facts;
      model = deps.hostedModel() ?? new OfflineLanguageModel((prompt) => answerFromCatalogue(product, lastUserText(prompt), locale));
    } catch (error) {
      console.error('Assistant provider misconfigured:', error instanceof Error ? error.message : error);
      return errorJson(503, 'The assistant is not available right now');
    }
    const stream = streamReply({
      model,
      system: assistantSystemPrompt(facts, locale, deps.storeName),
      messages,
      maxOutputTokens: deps.maxOutputTokens,
      maxChars: CHAT_LIMITS.maxReplyChars,
      publicError: t('streamError'),
      signal: request.signal,
    });
    return new Response(stream, { headers: EVENT_STREAM_HEADERS });
  };
}
