import { readCartProposal, type CartProposal } from './cart-proposal';
import { CONVERSATION_ID } from './chat-request';

/** One turn as the browser keeps it; the server's replies carry the signature it sent with them. */
export interface StoredMessage {
  role: 'user' | 'assistant';
  content: string;
  signature?: string;
  /** Adds to cart the reply proposed, shown as buttons under it (never sent back to the server). */
  proposals?: CartProposal[];
}

/** The conversation and unsent input, stored per product id and locale (AI-04). */
export interface StoredConversation {
  messages: StoredMessage[];
  input: string;
  /** The id the server gave the conversation, which its reply signatures are bound to (AI-10). */
  conversation?: string;
}

/** Saved every this many streamed tokens, and at the end (AI-04). */
const SAVE_EVERY_TOKENS = 20;

export function conversationKey(productId: string, locale: string): string {
  return `maple:maestro:${productId}:${locale}`;
}

export function shouldSaveAfter(tokenCount: number): boolean {
  return tokenCount > 0 && tokenCount % SAVE_EVERY_TOKENS === 0;
}

/** Reads a stored conversation; anything malformed is dropped rather than breaking the drawer. */
export function parseStoredConversation(raw: string | null): StoredConversation | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const messages = Array.isArray(record.messages)
    ? record.messages.flatMap((entry: unknown): StoredMessage[] => {
        if (!entry || typeof entry !== 'object') return [];
        const { role, content, signature, proposals } = entry as Record<string, unknown>;
        if ((role !== 'user' && role !== 'assistant') || typeof content !== 'string') return [];
        // A reply saved before its first word was cut short: shown, it would say "writing…" for ever.
        if (role === 'assistant' && !content.trim()) return [];
        const signed = role === 'assistant' && typeof signature === 'string' ? { signature } : {};
        const proposed =
          role === 'assistant' && Array.isArray(proposals) ? proposals.flatMap((value) => readCartProposal(value) ?? []) : [];
        return [{ role, content, ...signed, ...(proposed.length ? { proposals: proposed } : {}) }];
      })
    : [];
  const input = typeof record.input === 'string' ? record.input : '';
  if (messages.length === 0 && !input) return null;
  const conversation = typeof record.conversation === 'string' && CONVERSATION_ID.test(record.conversation) ? record.conversation : null;
  return { messages, input, ...(conversation ? { conversation } : {}) };
}
