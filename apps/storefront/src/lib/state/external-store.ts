import { useSyncExternalStore } from 'react';

export interface ExternalStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/** A minimal observable value for browser-side UI state; avoids a state library in the bundle. */
export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a store in a component; the server snapshot is the initial value so SSR and hydration agree. */
export function useExternalStore<T, S>(store: ExternalStore<T>, select: (value: T) => S, serverValue: T): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(serverValue),
  );
}
