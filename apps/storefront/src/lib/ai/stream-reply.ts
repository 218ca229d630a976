import { streamText, type LanguageModel } from 'ai';
import { encodeStreamEvent, STREAM_DONE } from '@/domain/ai/stream-protocol';

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
}

const encoder = new TextEncoder();

/** Runs the model and streams its reply as the spec's "data: {json}" lines, ending with "data: {}". */
export function streamReply(request: ReplyRequest): ReadableStream<Uint8Array> {
  const abort = new AbortController();
  request.signal?.addEventListener('abort', () => abort.abort(request.signal?.reason));
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: Parameters<typeof encodeStreamEvent>[0]) => controller.enqueue(encoder.encode(encodeStreamEvent(event)));
      let written = 0;
      try {
        const result = streamText({
          model: request.model,
          system: request.system,
          messages: request.messages,
          maxOutputTokens: request.maxOutputTokens,
          maxRetries: 1,
          abortSignal: abort.signal,
          onError: () => {},
        });
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta' && part.text) {
            const token = part.text.slice(0, request.maxChars - written);
            written += token.length;
            if (token) send({ token });
            if (written >= request.maxChars) {
              abort.abort();
              break;
            }
          } else if (part.type === 'error') {
            console.error('Assistant model error:', describe(part.error));
            send({ error: request.publicError });
            break;
          }
        }
      } catch (error) {
        if (!abort.signal.aborted) {
          console.error('Assistant stream failed:', describe(error));
          send({ error: request.publicError });
        }
      }
      try {
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
