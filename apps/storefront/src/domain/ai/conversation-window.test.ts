import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from './chat-limits';
import type { StoredMessage } from './conversation-storage';
import { conversationWindow } from './conversation-window';

const user = (content: string): StoredMessage => ({ role: 'user', content });
const reply = (content: string): StoredMessage => ({ role: 'assistant', content, signature: 's'.repeat(43) });

describe('the turns sent with a question', () => {
  it('sends a short conversation whole, greeting included, from position 0', () => {
    const conversation = [reply('Hello!'), user('Specs?'), reply('Here.'), user('Weight?')];
    expect(conversationWindow(conversation)).toEqual({ messages: conversation, offset: 0 });
  });

  it('sends the latest turns within the turn limit, starting with a question', () => {
    const conversation = [reply('Hello!'), ...Array.from({ length: 15 }, (_, i) => [user(`q${i}`), reply(`a${i}`)]).flat(), user('last')];
    const { messages, offset } = conversationWindow(conversation);
    expect(messages.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessages);
    expect(messages[0]!.role).toBe('user');
    expect(messages.at(-1)).toEqual(user('last'));
    expect(conversation.slice(offset)).toEqual(messages);
  });

  it('drops the oldest turns until the whole fits the size limit', () => {
    const long = 'x'.repeat(3_900);
    const conversation = [reply('Hello!'), ...Array.from({ length: 6 }, () => [user('more?'), reply(long)]).flat(), user('last')];
    const { messages, offset } = conversationWindow(conversation);
    expect(messages.reduce((sum, message) => sum + message.content.length, 0)).toBeLessThanOrEqual(CHAT_LIMITS.maxConversationChars);
    expect(messages[0]!.role).toBe('user');
    expect(conversation.slice(offset)).toEqual(messages);
  });

  it('clips a turn longer than its limit (an old reply kept from before the limits)', () => {
    const { messages } = conversationWindow([user('q'), { role: 'assistant', content: 'y'.repeat(5_000) }, user('next')]);
    expect(messages[1]!.content).toHaveLength(CHAT_LIMITS.maxAssistantChars);
  });
});
