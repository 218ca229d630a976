import { z } from 'zod';
import { routing } from '@/i18n/routing';

export const localeParam = z.enum(routing.locales);

/** Parses query parameters with a schema; returns the data or a readable error message. */
export function parseSearchParams<T extends z.ZodType>(
  schema: T,
  params: URLSearchParams,
): { ok: true; data: z.infer<T> } | { ok: false; message: string } {
  const result = schema.safeParse(Object.fromEntries(params));
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: result.error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`).join('; ') };
}
