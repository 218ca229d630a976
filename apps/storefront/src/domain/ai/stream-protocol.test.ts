import { describe, expect, it } from 'vitest';
import { conversationKey, parseStoredConversation, shouldSaveAfter } from './conversation-storage';
import { encodeStreamEvent, isDone, StreamLineDecoder } from './stream-protocol';

describe('stream lines (AI-08)', () => {
  it('decodes tokens, errors and done across arbitrary chunk boundaries', () => {
    const wire = [
      encodeStreamEvent({ token: 'Hel' }),
      encodeStreamEvent({ token: 'lo\n' }),
      'data: \n\n',
      encodeStreamEvent({ error: 'boom' }),
      encodeStreamEvent({ signature: 'abc' }),
      encodeStreamEvent({}),
    ].join('');
    const decoder = new StreamLineDecoder();
    const events = [];
    for (let i = 0; i < wire.length; i += 7) events.push(...decoder.push(wire.slice(i, i + 7)));
    events.push(...decoder.flush());
    expect(events).toEqual([{ token: 'Hel' }, { token: 'lo\n' }, { error: 'boom' }, { signature: 'abc' }, {}]);
    expect(events.map(isDone)).toEqual([false, false, false, false, true]);
  });

  it('reports a malformed line and reads a last line without newline', () => {
    const decoder = new StreamLineDecoder();
    expect(decoder.push('data: {oops\n')).toEqual([{ error: 'Malformed stream line' }]);
    expect(decoder.push('data: {}')).toEqual([]);
    expect(decoder.flush()).toEqual([{}]);
  });
});

describe('conversation storage (AI-04)', () => {
  it('keys by product id and locale', () => {
    expect(conversationKey('gid://shopify/Product/1', 'fr')).toBe('maple:maestro:gid://shopify/Product/1:fr');
  });

  it('saves every 20 tokens', () => {
    expect([1, 19, 20, 21, 40].map(shouldSaveAfter)).toEqual([false, false, true, false, true]);
  });

  it('survives corrupt storage', () => {
    expect(parseStoredConversation('{oops')).toBeNull();
    expect(parseStoredConversation('[]')).toBeNull();
    expect(
      parseStoredConversation(
        JSON.stringify({ messages: [{ role: 'user', content: 'hi' }, { role: 'system', content: 'x' }, null], input: 4 }),
      ),
    ).toEqual({ messages: [{ role: 'user', content: 'hi' }], input: '' });
    expect(parseStoredConversation(JSON.stringify({ messages: [], input: 'draft' }))).toEqual({ messages: [], input: 'draft' });
  });

  it('AI-10: keeps the conversation id the server issued, and drops one that is not shaped like it', () => {
    const conversation = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(parseStoredConversation(JSON.stringify({ messages: [], input: 'x', conversation }))).toEqual({
      messages: [],
      input: 'x',
      conversation,
    });
    expect(parseStoredConversation(JSON.stringify({ messages: [], input: 'x', conversation: 'short' }))).toEqual({
      messages: [],
      input: 'x',
    });
  });

  it('drops the empty reply of an answer that never came (a reload or another page before its first word)', () => {
    const stored = {
      messages: [
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: 'How heavy is it?' },
        { role: 'assistant', content: '' },
      ],
      input: '',
    };
    expect(parseStoredConversation(JSON.stringify(stored))).toEqual({ messages: stored.messages.slice(0, 2), input: '' });
  });

  it('keeps the signatures the server sent with its replies, and only on replies', () => {
    const stored = {
      messages: [
        { role: 'assistant', content: 'Hello!', signature: 'sig-1' },
        { role: 'user', content: 'Specs?', signature: 'not-mine' },
      ],
      input: '',
    };
    expect(parseStoredConversation(JSON.stringify(stored))).toEqual({
      messages: [
        { role: 'assistant', content: 'Hello!', signature: 'sig-1' },
        { role: 'user', content: 'Specs?' },
      ],
      input: '',
    });
  });
});
