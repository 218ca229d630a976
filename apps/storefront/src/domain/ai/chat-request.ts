import { z } from 'zod';
import { CHAT_LIMITS } from './chat-limits';

export const handleSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(255)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a product handle');

export const languageSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['en', 'fr'], { error: 'must be en or fr' }));

const messageSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('user'), content: z.string().trim().min(1, 'is empty').max(CHAT_LIMITS.maxUserChars) }),
  z.object({ role: z.literal('assistant'), content: z.string().max(CHAT_LIMITS.maxAssistantChars) }),
]);

export const chatRequestSchema = z
  .object({
    handle: handleSchema,
    language: languageSchema,
    // The spec's body names the product by title; the server only trusts the handle.
    productTitle: z.string().max(300).optional(),
    messages: z.array(messageSchema).max(CHAT_LIMITS.maxMessages, `at most ${CHAT_LIMITS.maxMessages} messages`),
  })
  .refine((body) => body.messages.length === 0 || body.messages.at(-1)?.role === 'user', {
    message: 'the last message must be from the user',
    path: ['messages'],
  });

export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatMessage = ChatRequest['messages'][number];

export const compareRequestSchema = z.object({
  handles: z
    .array(handleSchema)
    .length(2, 'exactly 2 product handles')
    .refine(([first, second]) => first !== second, 'two different products'),
  language: languageSchema,
});

export type CompareRequest = z.infer<typeof compareRequestSchema>;

/** One readable line naming every problem, for a 400 answer. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
}
