'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { parseComparison, type ComparisonResult } from '@/domain/compare/comparison-result';
import type { Locale } from '@/i18n/routing';
import { postEventStream, StreamHttpError } from '@/components/maestro/read-event-stream';

interface ComparisonState {
  text: string;
  loading: boolean;
  failed: boolean;
  /** Why the server refused it (429): this shopper asked too often, or every shopper together. */
  limited: 'rate-limited' | 'busy' | null;
}

const IDLE: ComparisonState = { text: '', loading: false, failed: false, limited: null };

/** Streams the comparison of two products while the modal is open (AI-20, AI-21). */
export function useComparison(handles: readonly string[], locale: Locale, open: boolean) {
  const [state, setState] = useState<ComparisonState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const pair = handles.length === 2 ? handles.join(' ') : null;

  const run = useCallback(async () => {
    if (!pair) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    let text = '';
    setState({ text: '', loading: true, failed: false, limited: null });
    try {
      await postEventStream(
        '/api/compare',
        { handles: pair.split(' '), language: locale },
        (event) => {
          if ('token' in event) {
            text += event.token;
            setState({ text, loading: true, failed: false, limited: null });
          } else if ('error' in event) {
            throw new Error(event.error);
          }
        },
        abort.signal,
      );
      setState({ text, loading: false, failed: parseComparison(text) === null, limited: null });
    } catch (error) {
      if (abort.signal.aborted) return;
      const limited = error instanceof StreamHttpError && error.status === 429 ? (error.code === 'busy' ? 'busy' : 'rate-limited') : null;
      setState({ text, loading: false, failed: true, limited });
    }
  }, [locale, pair]);

  useEffect(() => {
    if (!open || !pair) return;
    // Started from the effect's callback, not its body: the stream is the external system here.
    queueMicrotask(() => void run());
    return () => {
      controller.current?.abort();
      setState(IDLE);
    };
  }, [open, pair, run]);

  const result: ComparisonResult | null = state.text ? parseComparison(state.text) : null;
  return { ...state, result, retry: run };
}
