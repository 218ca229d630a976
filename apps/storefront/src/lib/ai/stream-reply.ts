import { stepCountIs, streamText, type LanguageModel, type ToolSet } from 'ai';
import type { CartProposal } from '@/domain/ai/cart-proposal';
import { CHAT_LIMITS } from '@/domain/ai/chat-limits';
import { encodeStreamEvent, STREAM_DONE } from '@/domain/ai/stream-protocol';
import { logger } from '@/lib/observability/logger';

export interface ReplyRequest {
  model: LanguageModel;
  system: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  maxOutputTokens: number;
  /** Stops the reply at this many characters whatever the model does. */
  maxChars: number;
  /** What the shopper sees when the model fails; the real error stays in the server log. */
  publicError: string;
  signal?: AbortSignal;
  /** Gives up when the model sends nothing for this long (defaults to CHAT_LIMITS.idleTimeoutMs). */
  idleTimeoutMs?: number;
  /** Signs a reply that completed; the signature goes out just before done, for the browser to keep. */
  signReply?: (reply: string) => Promise<string>;
  /** The conversation the signature binds the reply to, sent with it for the browser to keep. */
  conversation?: string;
  /** Catalogue tools the model may call (catalogue-tools.ts), within maxSteps model calls. */
  tools?: ToolSet;
  maxSteps?: number;
  /** Adds to cart proposed during the reply, sent after its text for the shopper to confirm. */
  proposals?: () => readonly CartProposal[];
}

const encoder = new TextEncoder();
const IDLE = Symbol('idle');

/** Runs the model and streams its reply as AI-08's "data: {json}" lines, ending with "data: {}". */
export function streamReply(request: ReplyRequest): ReadableStream<Uint8Array> {
  const abort = new AbortController();
  request.signal?.addEventListener('abort', () => abort.abort(request.signal?.reason));
  const idleTimeoutMs = request.idleTimeoutMs ?? CHAT_LIMITS.idleTimeoutMs;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: Parameters<typeof encodeStreamEvent>[0]) => controller.enqueue(encoder.encode(encodeStreamEvent(event)));
      let written = 0;
      let reply = '';
      let failed = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let parts: AsyncIterator<unknown> | undefined;
      // A model that stops sending (a hung provider) must not leave the shopper waiting for ever.
      const idle = () =>
        new Promise<typeof IDLE>((resolve) => {
          clearTimeout(timer);
          timer = setTimeout(() => resolve(IDLE), idleTimeoutMs);
        });
      try {
        const result = streamText({
          model: request.model,
          system: request.system,
          messages: request.messages,
          maxOutputTokens: request.maxOutputTokens,
          ...(request.tools ? { tools: request.tools, stopWhen: stepCountIs(request.maxSteps ?? 1) } : {}),
          maxRetries: 1,
          abortSignal: abort.signal,
          onError: () => {},
        });
        const stream = result.fullStream[Symbol.asyncIterator]();
        parts = stream;
        for (;;) {
          const next = await Promise.race([stream.next(), idle()]);
          if (next === IDLE) {
            logger().error(`Assistant model sent nothing for ${idleTimeoutMs} ms: gave up`);
            abort.abort();
            failed = true;
            send({ error: request.publicError });
            break;
          }
          if (next.done) break;
          const part = next.value;
          if (part.type === 'text-delta' && part.text) {
            const token = part.text.slice(0, request.maxChars - written);
            written += token.length;
            reply += token;
            if (token) send({ token });
            if (written >= request.maxChars) {
              abort.abort();
              break;
            }
          } else if (part.type === 'error') {
            logger().error({ cause: describe(part.error) }, 'Assistant model error');
            failed = true;
            send({ error: request.publicError });
            break;
          }
        }
      } catch (error) {
        failed = true;
        if (!abort.signal.aborted) {
          logger().error({ cause: describe(error) }, 'Assistant stream failed');
          send({ error: request.publicError });
        }
      } finally {
        clearTimeout(timer);
        // Not awaited: a hung model may never settle its iterator.
        parts?.return?.().catch(() => {});
      }
      const signature = request.signReply && !failed && reply ? await request.signReply(reply).catch(() => null) : null;
      try {
        if (!failed) for (const proposal of request.proposals?.() ?? []) send({ proposal });
        if (signature) send({ signature, ...(request.conversation ? { conversation: request.conversation } : {}) });
        send(STREAM_DONE);
        controller.close();
      } catch {
        // The shopper went away: nothing left to tell.
      }
    },
    cancel() {
      abort.abort();
    },
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
