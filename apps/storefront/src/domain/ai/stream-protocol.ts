import { readCartProposal, type CartProposal } from './cart-proposal';

/**
 * One event of the assistant and comparison streams (AI-08): a token, an error, or done ({}).
 * This store's extensions: `signature`, sent once, just before done, after a reply that completed, with
 * the `conversation` it is bound to;
 * `proposal`, an add to cart the assistant proposes, sent after the reply's text.
 */
export type StreamEvent =
  { token: string } | { error: string } | { signature: string; conversation?: string } | { proposal: CartProposal } | Record<string, never>;

export const STREAM_DONE: StreamEvent = {};

export function encodeStreamEvent(event: StreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * Reads "data: {json}" lines as they arrive in arbitrary chunks. Empty data lines and lines that
 * are not data are ignored; a malformed JSON line is reported as an error event.
 */
export class StreamLineDecoder {
  private buffer = '';

  push(chunk: string): StreamEvent[] {
    this.buffer += chunk;
    const lines = this.buffer.split('\n');
    this.buffer = lines.pop() ?? '';
    return lines.flatMap((line) => decodeLine(line));
  }

  /** The last line, when the stream ended without a newline. */
  flush(): StreamEvent[] {
    const rest = this.buffer;
    this.buffer = '';
    return decodeLine(rest);
  }
}

function decodeLine(raw: string): StreamEvent[] {
  const line = raw.trim();
  if (!line.startsWith('data:')) return [];
  const payload = line.slice(5).trim();
  if (!payload) return [];
  try {
    const value: unknown = JSON.parse(payload);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [{ error: 'Malformed stream line' }];
    const record = value as Record<string, unknown>;
    if (typeof record.error === 'string') return [{ error: record.error }];
    if (typeof record.token === 'string') return [{ token: record.token }];
    if (typeof record.signature === 'string')
      return [{ signature: record.signature, ...(typeof record.conversation === 'string' ? { conversation: record.conversation } : {}) }];
    if ('proposal' in record) {
      const proposal = readCartProposal(record.proposal);
      return proposal ? [{ proposal }] : [{ error: 'Malformed stream line' }];
    }
    return [STREAM_DONE];
  } catch {
    return [{ error: 'Malformed stream line' }];
  }
}

export const isDone = (event: StreamEvent): boolean => Object.keys(event).length === 0;
