import type { z } from 'zod';
import { CHAT_LIMITS } from '@/domain/ai/chat-limits';
import { describeIssues } from '@/domain/ai/chat-request';
import { readLimitedText } from '@/lib/http/limited-body';

export type BodyResult<T> = { ok: true; data: T } | { ok: false; status: 400 | 413 | 415; message: string };

/** Reads a size-capped JSON body (counted while it streams in) and validates it; every failure is a clear 4xx message. */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<BodyResult<z.infer<T>>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return { ok: false, status: 415, message: 'Send the body as application/json' };
  const read = await readLimitedText(request, CHAT_LIMITS.maxBodyBytes);
  if (!read.ok) {
    return read.reason === 'too-large'
      ? { ok: false, status: 413, message: 'The request body is too large' }
      : { ok: false, status: 400, message: 'The request body could not be read' };
  }
  let json: unknown;
  try {
    json = JSON.parse(read.text);
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON' };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, status: 400, message: describeIssues(parsed.error) };
  return { ok: true, data: parsed.data };
}

export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Accel-Buffering': 'no',
} as const;

export const errorJson = (status: number, message: string): Response =>
  Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } });
