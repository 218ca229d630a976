'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { parseComparison, type ComparisonResult } from '@/domain/compare/comparison-result';
import type { Locale } from '@/i18n/routing';
import { postEventStream } from '@/components/maestro/read-event-stream';

interface ComparisonState {
  text: string;
  loading: boolean;
  failed: boolean;
}

const IDLE: ComparisonState = { text: '', loading: false, failed: false };

/** Streams the comparison of two products while the modal is open (spec §4 "Comparison"). */
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
    setState({ text: '', loading: true, failed: false });
    try {
      await postEventStream(
        '/api/compare',
        { handles: pair.split(' '), language: locale },
        (event) => {
          if ('token' in event) {
            text += event.token;
            setState({ text, loading: true, failed: false });
          } else if ('error' in event) {
            throw new Error(event.error);
          }
        },
        abort.signal,
      );
      setState({ text, loading: false, failed: parseComparison(text) === null });
    } catch {
      if (!abort.signal.aborted) setState({ text, loading: false, failed: true });
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
