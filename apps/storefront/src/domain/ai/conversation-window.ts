import { CHAT_LIMITS } from './chat-limits';
import type { StoredMessage } from './conversation-storage';

export interface ConversationWindow {
  messages: StoredMessage[];
  /** Where `messages` starts in the whole conversation: the server signs replies by position. */
  offset: number;
}

/**
 * The part of a stored conversation sent with the next question: the most recent turns that fit the
 * server's limits (turn count and total size), never starting with a reply whose question is left out.
 */
export function conversationWindow(conversation: readonly StoredMessage[]): ConversationWindow {
  const clipped = conversation.map((message) => {
    const limit = message.role === 'user' ? CHAT_LIMITS.maxUserChars : CHAT_LIMITS.maxAssistantChars;
    return message.content.length > limit ? { role: message.role, content: message.content.slice(0, limit) } : message;
  });
  const last = clipped.length - 1;
  let start = Math.max(0, clipped.length - CHAT_LIMITS.maxMessages);
  let size = clipped.slice(start).reduce((sum, message) => sum + message.content.length, 0);
  // The greeting opens the conversation; any other reply needs its question before it.
  while (start < last && (size > CHAT_LIMITS.maxConversationChars || (start > 0 && clipped[start]!.role === 'assistant'))) {
    size -= clipped[start]!.content.length;
    start += 1;
  }
  return { messages: clipped.slice(start), offset: start };
}
