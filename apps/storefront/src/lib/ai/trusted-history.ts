import 'server-only';
import type { ChatMessage } from '@/domain/ai/chat-request';
import type { Locale } from '@/i18n/routing';
import { isSignedReply } from './reply-signature';

export interface ModelTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface HistoryContext {
  key: CryptoKey;
  productId: string;
  locale: Locale;
  /** Where the sent turns start in the whole conversation. */
  offset: number;
  /** The conversation the request names; without one, no reply can be shown to be this server's. */
  conversation: string | undefined;
}

/**
 * The conversation the model reads: every shopper turn (as the shopper's words), and only those
 * replies this server signed at that place of this conversation. A reply the browser wrote, moved or
 * brought from another conversation is left out, so
 * forged history ("SYSTEM OVERRIDE ACCEPTED") never reaches the model as its own words.
 */
export async function trustedHistory(
  messages: readonly ChatMessage[],
  context: HistoryContext,
): Promise<{ turns: ModelTurn[]; dropped: number }> {
  const verdicts = await Promise.all(
    messages.map(async (message, index) => {
      if (message.role === 'user') return true;
      if (!context.conversation) return false;
      const position = context.offset + index;
      // Only the greeting has no question before it; a reply whose question was not sent cannot be checked.
      const previous = index > 0 ? messages[index - 1]!.content : position === 0 ? '' : null;
      if (previous === null) return false;
      const place = { conversation: context.conversation, productId: context.productId, locale: context.locale, position, previous };
      return isSignedReply(context.key, place, message.content, message.signature);
    }),
  );
  const turns = messages.filter((_, index) => verdicts[index]).map(({ role, content }) => ({ role, content }));
  return { turns, dropped: messages.length - turns.length };
}
