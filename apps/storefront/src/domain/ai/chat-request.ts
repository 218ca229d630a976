import { z } from 'zod';
import { CHAT_LIMITS } from './chat-limits';

const handleSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(255)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a product handle');

/** en or fr, in any case, with or without a region (EN, fr-CA): clients send either form (AI-07). */
const languageSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/[-_](ca)$/, ''))
  .pipe(z.enum(['en', 'fr'], { error: 'must be en or fr' }));

/** The server's signature of one of its own replies (lib/ai/reply-signature.ts), as the browser kept it. */
const signatureSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a reply signature');

/** The conversation a reply belongs to: 128 random bits the server issued with its greeting, base64url. */
export const CONVERSATION_ID = /^[A-Za-z0-9_-]{22}$/;

const messageSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('user'), content: z.string().trim().min(1, 'is empty').max(CHAT_LIMITS.maxUserChars) }),
  z.object({
    role: z.literal('assistant'),
    content: z.string().max(CHAT_LIMITS.maxAssistantChars),
    signature: signatureSchema.optional(),
  }),
]);

/**
 * POST /api/maestro (AI-07): {productTitle, language, messages}. `handle` names the product
 * exactly, `offset` says where `messages` starts in a longer stored conversation, and `conversation`
 * names the conversation its signed replies belong to; all optional.
 */
export const chatRequestSchema = z
  .object({
    productTitle: z.string().trim().min(1, 'is empty').max(CHAT_LIMITS.maxTitleChars).optional(),
    handle: handleSchema.optional(),
    language: languageSchema,
    messages: z.array(messageSchema).max(CHAT_LIMITS.maxMessages, `at most ${CHAT_LIMITS.maxMessages} messages`),
    offset: z.number().int().min(0).max(100_000).default(0),
    /** Where the server's signed replies must come from (AI-10); without one, none of them is trusted. */
    conversation: z.string().regex(CONVERSATION_ID, 'must be a conversation id').optional(),
  })
  .refine((body) => body.productTitle !== undefined || body.handle !== undefined, {
    message: 'is required (the product the conversation is about)',
    path: ['productTitle'],
  })
  .refine((body) => body.messages.length === 0 || body.messages.at(-1)?.role === 'user', {
    message: 'the last message must be from the user',
    path: ['messages'],
  });

type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatMessage = ChatRequest['messages'][number];

/** Characters of every turn together (what the conversation cap counts). */
export function conversationChars(messages: readonly { content: string }[]): number {
  return messages.reduce((sum, message) => sum + message.content.length, 0);
}

export const compareRequestSchema = z.object({
  handles: z
    .array(handleSchema)
    .length(2, 'exactly 2 product handles')
    .refine(([first, second]) => first !== second, 'two different products'),
  language: languageSchema,
});

/** One readable line naming every problem, for a 400 answer. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
}
