import { CHAT_LIMITS } from '@/domain/ai/chat-limits';
import { chatRequestSchema, conversationChars } from '@/domain/ai/chat-request';
import { quotableTitle } from '@/domain/ai/product-title';
import type { Locale } from '@/i18n/routing';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { aiServerTranslator, aiTranslator } from './ai-messages';
import { resolveAssistantProduct } from './assistant-product';
import type { AssistantServices } from './assistant-service';
import { catalogueTools, TOOL_LIMITS } from './catalogue-tools';
import { meteredModel } from './metered-model';
import { offlineReply } from './offline/offline-reply';
import { OfflineLanguageModel } from './offline/offline-model';
import type { CartProposal } from '@/domain/ai/cart-proposal';
import { assistantSystemPrompt } from './prompts';
import { errorJson, EVENT_STREAM_HEADERS, readJsonBody } from './read-body';
import { newConversationId } from './conversation-id';
import { signReply } from './reply-signature';
import { streamReply } from './stream-reply';
import { createToolRunner } from './tool-budget';
import { trustedHistory } from './trusted-history';
import { logger } from '@/lib/observability/logger';

/** @internal exported for its tests */
export const MAESTRO_RATE_LIMIT = { name: 'maestro', limit: 20, windowMs: 60_000 };

const NO_STORE = { 'Cache-Control': 'no-store' };

/** A fixed text, streamed like any reply: what the assistant says when it has no product to talk about. */
function streamFixedText(text: string, locale: Locale, signal: AbortSignal): Response {
  const stream = streamReply({
    model: new OfflineLanguageModel(() => text),
    system: 'Fixed reply.',
    messages: [{ role: 'user', content: '-' }],
    maxOutputTokens: CHAT_LIMITS.maxReplyChars,
    maxChars: CHAT_LIMITS.maxReplyChars,
    publicError: aiTranslator(locale)('streamError'),
    signal,
  });
  return new Response(stream, { headers: EVENT_STREAM_HEADERS });
}

/**
 * POST /api/maestro {productTitle, language, messages} (AI-07, AI-08): an empty conversation gets the JSON
 * greeting; otherwise the reply streams as "data: {token}" lines. The product comes from the catalogue
 * (by handle when given, else by title), never from the client; the model reads the shopper's turns
 * and only the replies this server signed, within a bounded conversation.
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
    const { language: locale, messages, offset } = body.data;
    // A request without one (a new conversation, or one saved before conversations had ids) gets a new one.
    const conversation = body.data.conversation ?? newConversationId();
    if (conversationChars(messages) > CHAT_LIMITS.maxConversationChars) {
      return errorJson(
        413,
        `The conversation is too long: at most ${CHAT_LIMITS.maxConversationChars} characters in all; send its latest turns only`,
      );
    }

    let product;
    try {
      product = await resolveAssistantProduct(deps, body.data, locale);
    } catch (error) {
      logger().error({ err: error }, 'Assistant product lookup failed');
      return errorJson(502, 'The product information is unavailable right now');
    }
    if (product.kind === 'unknown-handle') return errorJson(404, `No product with the handle "${product.handle}"`);
    if (product.kind === 'unknown-title') {
      // Said plainly rather than answered from nothing: no model is asked about a product we cannot show it.
      const say = aiServerTranslator(locale);
      const title = quotableTitle(product.title);
      if (messages.length === 0)
        return Response.json({ message: say('unknownProductGreeting', { title, store: deps.storeName }) }, { headers: NO_STORE });
      return streamFixedText(say('unknownProductAnswer', { title }), locale, request.signal);
    }

    const { facts } = product;
    const key = await deps.replyKey();
    const place = (position: number, previous: string) => ({ conversation, productId: facts.id, locale, position, previous });
    if (messages.length === 0) {
      const message = aiTranslator(locale)('greeting', { title: facts.title, store: deps.storeName });
      return Response.json({ message, signature: await signReply(key, place(0, ''), message), conversation }, { headers: NO_STORE });
    }

    // Only what reaches the model spends the shared budget: greetings and refused requests do not.
    // This pays the first model call; further steps and tool calls are counted as they happen.
    const overBudget = await deps.budget?.spend();
    if (overBudget) return overBudget;

    const history = await trustedHistory(messages, { key, productId: facts.id, locale, offset, conversation: body.data.conversation });
    if (history.dropped > 0) logger().warn(`Assistant: left out ${history.dropped} reply turn(s) this server did not sign`);
    let model;
    try {
      model = deps.hostedModel();
    } catch (error) {
      logger().error({ err: error }, 'Assistant provider misconfigured');
      return errorJson(503, 'The assistant is not available right now');
    }
    const proposals: CartProposal[] = [];
    let tools;
    if (model) {
      const { budget } = deps;
      const runner = createToolRunner(TOOL_LIMITS, undefined, budget ? () => budget.allows() : undefined);
      tools = catalogueTools({ services: deps, locale, current: facts, proposals, runner });
      model = meteredModel(model, budget);
    } else {
      // Offline: the reply is composed from the catalogue before it streams, questions about other products included.
      let offline;
      try {
        offline = await offlineReply(deps, facts, messages.at(-1)!.content, locale);
      } catch (error) {
        logger().error({ err: error }, 'Assistant catalogue lookup failed');
        return errorJson(502, 'The product information is unavailable right now');
      }
      proposals.push(...offline.proposals);
      model = new OfflineLanguageModel(() => offline.text);
    }
    const replyPlace = place(offset + messages.length, messages.at(-1)!.content);
    const stream = streamReply({
      model,
      system: assistantSystemPrompt(facts, locale, deps.storeName, { tools: Boolean(tools) }),
      messages: history.turns,
      maxOutputTokens: deps.maxOutputTokens,
      maxChars: CHAT_LIMITS.maxReplyChars,
      publicError: aiTranslator(locale)('streamError'),
      signal: request.signal,
      signReply: (reply) => signReply(key, replyPlace, reply),
      conversation,
      ...(tools ? { tools, maxSteps: TOOL_LIMITS.maxSteps } : {}),
      proposals: () => proposals,
    });
    return new Response(stream, { headers: EVENT_STREAM_HEADERS });
  };
}
