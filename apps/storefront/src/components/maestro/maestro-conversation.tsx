'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { CartProposalButton } from './cart-proposal-button';
import { FormattedMessage } from './formatted-message';
import type { useMaestroChat } from './use-maestro-chat';

const QUICK = [
  ['quickSpecs', 'quickSpecsQuestion'],
  ['quickBox', 'quickBoxQuestion'],
  ['quickUses', 'quickUsesQuestion'],
] as const;

/** The message list, quick questions and the input form (AI-01, AI-05). */
export function MaestroConversation({
  chat,
  inputRef,
}: {
  chat: ReturnType<typeof useMaestroChat>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const t = useTranslations('maestro');
  const { messages, input, setInput, loading, greeting, notice, send, clear } = chat;
  const list = useRef<HTMLOListElement>(null);
  const last = messages.at(-1);

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [last?.content, messages.length]);

  // The box and the quick questions are disabled while a reply streams, which drops the focus:
  // once the reply is in, the box takes it back for the next question (unless the shopper moved on).
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (wasLoading.current && !loading && (!document.activeElement || document.activeElement === document.body)) {
      inputRef.current?.focus({ preventScroll: true });
    }
    wasLoading.current = loading;
  }, [loading, inputRef]);

  return (
    <>
      <ol
        ref={list}
        aria-label={t('conversation')}
        aria-live="polite"
        aria-busy={loading}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto overscroll-contain p-4"
      >
        {messages.map((message, index) => (
          <li key={index} className={message.role === 'user' ? 'flex justify-end' : 'flex justify-start'}>
            <div
              className={
                message.role === 'user'
                  ? 'max-w-[85%] rounded-2xl rounded-br-sm bg-brand px-3 py-2 text-sm text-white'
                  : 'max-w-[90%] rounded-2xl rounded-bl-sm bg-neutral-100 px-3 py-2 text-sm'
              }
            >
              <span className="sr-only">{t('speaker', { speaker: message.role === 'user' ? t('you') : t('assistant') })} </span>
              {message.content ? (
                <FormattedMessage text={message.content} />
              ) : (
                <span className="animate-pulse text-neutral-600">{t('writing')}</span>
              )}
              {message.proposals?.map((proposal) => (
                <CartProposalButton key={proposal.variantId} proposal={proposal} />
              ))}
            </div>
          </li>
        ))}
        {messages.length === 0 && greeting ? (
          <li className="flex justify-start">
            <div className="rounded-2xl rounded-bl-sm bg-neutral-100 px-3 py-2 text-sm">
              <span className="animate-pulse text-neutral-600">{t('writing')}</span>
            </div>
          </li>
        ) : null}
      </ol>
      {notice ? (
        <p role="alert" className="mx-4 mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {notice}
        </p>
      ) : null}
      <div className="border-t border-neutral-200 p-3">
        <div role="group" aria-label={t('quickQuestions')} className="mb-2 flex flex-wrap gap-2">
          {QUICK.map(([label, question]) => (
            <button
              key={label}
              type="button"
              disabled={loading}
              onClick={() => void send(t(question))}
              className="rounded-full border border-neutral-300 px-3 py-1 text-xs font-medium hover:bg-neutral-100 disabled:opacity-50"
            >
              {t(label)}
            </button>
          ))}
        </div>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send(input);
          }}
        >
          <label className="sr-only" htmlFor="maestro-input">
            {t('inputLabel')}
          </label>
          <textarea
            id="maestro-input"
            ref={inputRef}
            rows={2}
            value={input}
            maxLength={1000}
            disabled={loading}
            placeholder={t('placeholder')}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void send(input);
              }
            }}
            className="min-h-10 flex-1 resize-none rounded-lg border border-neutral-300 px-3 py-2 text-sm disabled:bg-neutral-100"
          />
          <button
            type="submit"
            disabled={loading || !input.trim()}
            className="rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-700"
          >
            {t('send')}
          </button>
        </form>
        <div className="mt-2 flex items-center justify-between gap-2">
          <p className="text-xs text-neutral-600">{t('notice')}</p>
          <button type="button" onClick={clear} className="shrink-0 text-xs font-medium text-neutral-700 underline hover:text-neutral-900">
            {t('clear')}
          </button>
        </div>
      </div>
    </>
  );
}
