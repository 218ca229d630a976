'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { conversationKey, parseStoredConversation, shouldSaveAfter, type StoredConversation } from '@/domain/ai/conversation-storage';
import { conversationWindow } from '@/domain/ai/conversation-window';
import type { CartProposal } from '@/domain/ai/cart-proposal';
import type { Locale } from '@/i18n/routing';
import { postEventStream, StreamHttpError } from './read-event-stream';

type Message = StoredConversation['messages'][number];

export interface MaestroProduct {
  productId: string;
  handle: string;
  title: string;
  storeName: string;
}

function store(key: string, conversation: StoredConversation): void {
  try {
    localStorage.setItem(key, JSON.stringify(conversation));
  } catch {
    // Storage failures are ignored (AI-04).
  }
}

function forget(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage failures are ignored (AI-04).
  }
}

/** The assistant conversation (AI-04, AI-05): stored per product and locale, streamed replies. */
export function useMaestroChat({ productId, handle, title, storeName }: MaestroProduct, locale: Locale, active: boolean) {
  const t = useTranslations('maestro');
  const key = conversationKey(productId, locale);
  const [messages, setMessages] = useState<Message[]>([]);
  const [input, setInputState] = useState('');
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The greeting is on its way: a slow catalogue must not leave an empty panel meanwhile.
  const [greeting, setGreeting] = useState(false);
  // What was last shown or saved, for handlers that run between renders (streamed tokens).
  const latest = useRef<StoredConversation>({ messages: [], input: '' });
  const request = useRef<AbortController | null>(null);

  const update = useCallback(
    (next: Message[], save: boolean) => {
      latest.current = { ...latest.current, messages: next };
      setMessages(next);
      if (save) store(key, latest.current);
    },
    [key],
  );

  const greet = useCallback(async () => {
    const fallback = t('greeting', { title, store: storeName });
    // A late greeting must not wipe out a question the shopper has asked in the meantime.
    const show = (content: string, signature?: string, conversation?: string) => {
      if (latest.current.messages.length !== 0) return;
      latest.current = { messages: latest.current.messages, input: latest.current.input, ...(conversation ? { conversation } : {}) };
      update([{ role: 'assistant', content, ...(signature ? { signature } : {}) }], false);
    };
    setGreeting(true);
    try {
      const response = await fetch('/api/maestro', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ handle, productTitle: title, language: locale, messages: [] }),
      });
      const body = (await response.json()) as { message?: unknown; signature?: unknown; conversation?: unknown };
      if (response.ok && typeof body.message === 'string')
        show(
          body.message,
          typeof body.signature === 'string' ? body.signature : undefined,
          typeof body.conversation === 'string' ? body.conversation : undefined,
        );
      else show(fallback);
    } catch {
      show(fallback);
    } finally {
      setGreeting(false);
    }
  }, [handle, locale, storeName, t, title, update]);

  // Loaded when the drawer first opens, and again for another locale (AI-04).
  const loadedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!active || loadedKey.current === key) return;
    loadedKey.current = key;
    let stored: StoredConversation | null = null;
    try {
      stored = parseStoredConversation(localStorage.getItem(key));
    } catch {
      stored = null;
    }
    // Applied after this effect: the stored conversation is outside React until read.
    queueMicrotask(() => {
      latest.current = { messages: [], input: stored?.input ?? '', ...(stored?.conversation ? { conversation: stored.conversation } : {}) };
      setInputState(latest.current.input);
      if (stored && stored.messages.length > 0) update(stored.messages, false);
      else void greet();
    });
  }, [active, greet, key, update]);

  useEffect(() => () => request.current?.abort(), []);

  const setInput = useCallback(
    (value: string) => {
      setInputState(value);
      latest.current = { ...latest.current, input: value };
      store(key, latest.current);
    },
    [key],
  );

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (!question || loading) return;
      setNotice(null);
      const history = [...latest.current.messages, { role: 'user' as const, content: question }];
      let reply = '';
      let signature: string | undefined;
      const proposals: CartProposal[] = [];
      let tokens = 0;
      latest.current.input = '';
      setInputState('');
      update([...history, { role: 'assistant', content: '' }], true);
      setLoading(true);
      const controller = new AbortController();
      request.current = controller;
      try {
        // The latest turns within the server's limits, each reply with the signature it came with (proposals stay here).
        const sent = conversationWindow(
          history.map(({ role, content, signature: signed }) => ({ role, content, ...(signed ? { signature: signed } : {}) })),
        );
        await postEventStream(
          '/api/maestro',
          {
            handle,
            productTitle: title,
            language: locale,
            offset: sent.offset,
            messages: sent.messages,
            ...(latest.current.conversation ? { conversation: latest.current.conversation } : {}),
          },
          (event) => {
            if ('signature' in event) {
              signature = event.signature;
              // The conversation the server bound this reply to (a new one when this conversation had none).
              if (event.conversation) latest.current = { ...latest.current, conversation: event.conversation };
            } else if ('proposal' in event) proposals.push(event.proposal);
            else if ('token' in event) {
              reply += event.token;
              tokens += 1;
              update([...history, { role: 'assistant', content: reply }], shouldSaveAfter(tokens));
            } else if ('error' in event) {
              reply = [reply.trim(), t('error', { error: event.error })].filter(Boolean).join('\n\n');
              update([...history, { role: 'assistant', content: reply }], true);
            }
          },
          controller.signal,
        );
        update(
          [
            ...history,
            { role: 'assistant', content: reply, ...(signature ? { signature } : {}), ...(proposals.length ? { proposals } : {}) },
          ],
          true,
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        // Network or HTTP failure: the empty assistant message goes (AI-06).
        if (reply) update([...history, { role: 'assistant', content: reply }], true);
        else update(history, true);
        // The limiter's own text is English: the shopper reads it in the page's language.
        const limited = error instanceof StreamHttpError && error.status === 429;
        setNotice(limited ? t(error.code === 'busy' ? 'busy' : 'rateLimited') : t('unavailable'));
      } finally {
        if (request.current === controller) request.current = null;
        setLoading(false);
      }
    },
    [handle, loading, locale, t, title, update],
  );

  const clear = useCallback(() => {
    request.current?.abort();
    setLoading(false);
    setNotice(null);
    forget(key);
    latest.current = { messages: [], input: '' };
    setInputState('');
    setMessages([]);
    void greet();
  }, [greet, key]);

  return { messages, input, setInput, loading, greeting, notice, send, clear };
}
