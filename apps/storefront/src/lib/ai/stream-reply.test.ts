import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LanguageModel } from 'ai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/observability/logger';
import { StreamLineDecoder } from '@/domain/ai/stream-protocol';
import { streamingModel } from './fixtures/streaming-model';

vi.mock('server-only', () => ({}));
const { streamReply } = await import('./stream-reply');
const { hostedModel } = await import('./provider');

/** An OpenAI-compatible endpoint that takes the request and never answers (a hung provider). */
let server: Server;
let baseURL = '';
beforeAll(async () => {
  server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

async function events(stream: ReadableStream<Uint8Array>) {
  const decoder = new StreamLineDecoder();
  const text = await new Response(stream).text();
  return [...decoder.push(text), ...decoder.flush()];
}

const request = (model: LanguageModel) => ({
  model,
  system: 'Answer about one product.',
  messages: [{ role: 'user' as const, content: 'How heavy is it?' }],
  maxOutputTokens: 100,
  maxChars: 4_000,
  publicError: 'the answer could not be completed. Please try again.',
  idleTimeoutMs: 200,
});

describe('streamReply when the model goes silent', () => {
  it('ends with an error line, then done, when a hosted model never answers', async () => {
    vi.spyOn(logger(), 'error').mockImplementation(() => {});
    const model = hostedModel({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: baseURL,
      AI_MODEL: 'm',
      AI_API_KEY: undefined,
      ANTHROPIC_API_KEY: undefined,
      AI_MAX_OUTPUT_TOKENS: 100,
    })!;
    const started = Date.now();
    expect(await events(streamReply(request(model)))).toEqual([{ error: 'the answer could not be completed. Please try again.' }, {}]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('keeps what was written, then ends, when the model stops half-way', async () => {
    vi.spyOn(logger(), 'error').mockImplementation(() => {});
    const stalled = streamingModel('stalled', {
      start(controller) {
        controller.enqueue({ type: 'text-start', id: '1' });
        controller.enqueue({ type: 'text-delta', id: '1', delta: 'It weighs ' });
      },
    });
    expect(await events(streamReply(request(stalled)))).toEqual([
      { token: 'It weighs ' },
      { error: 'the answer could not be completed. Please try again.' },
      {},
    ]);
  });
});
