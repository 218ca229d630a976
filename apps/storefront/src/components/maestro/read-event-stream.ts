import { isDone, StreamLineDecoder, type StreamEvent } from '@/domain/ai/stream-protocol';

export class StreamHttpError extends Error {
  override name = 'StreamHttpError';
  constructor(
    readonly status: number,
    message: string,
    /** The server's reason for a 429: 'rate-limited' (this shopper) or 'busy' (everyone's budget). */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/**
 * POSTs JSON and calls onEvent for each "data:" line until "data: {}" (AI-08). A non-OK status
 * throws StreamHttpError with the server's message; a stream cut short throws too.
 */
export async function postEventStream(
  url: string,
  body: unknown,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) {
    const payload = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
    throw new StreamHttpError(
      response.status,
      typeof payload?.error === 'string' ? payload.error : `HTTP ${response.status}`,
      typeof payload?.code === 'string' ? payload.code : null,
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const decoder = new StreamLineDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    const events = done ? decoder.flush() : decoder.push(value);
    for (const event of events) {
      if (isDone(event)) {
        await reader.cancel().catch(() => {});
        return;
      }
      onEvent(event);
    }
    if (done) throw new Error('The stream ended early');
  }
}
