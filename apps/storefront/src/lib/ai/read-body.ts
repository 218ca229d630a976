import type { z } from 'zod';
import { CHAT_LIMITS } from '@/domain/ai/chat-limits';
import { describeIssues } from '@/domain/ai/chat-request';

export type BodyResult<T> = { ok: true; data: T } | { ok: false; status: 400 | 413 | 415; message: string };

/** Reads a size-capped JSON body and validates it; every failure is a clear 4xx message. */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<BodyResult<z.infer<T>>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return { ok: false, status: 415, message: 'Send the body as application/json' };
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > CHAT_LIMITS.maxBodyBytes) return { ok: false, status: 413, message: 'The request body is too large' };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > CHAT_LIMITS.maxBodyBytes) {
    return { ok: false, status: 413, message: 'The request body is too large' };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
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
