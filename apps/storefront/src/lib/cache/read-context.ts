import { AsyncLocalStorage } from 'node:async_hooks';

/** One provider read in progress: when it started, and the tag set of the page render it is part of. */
export interface ReadContext {
  startedAt: number;
  renderTags: Set<string>;
  /** Told what the data cache answered, when it was asked (by next-cache-handler.ts; the call's span keeps it). */
  onLookup?: (outcome: 'hit' | 'stale' | 'miss') => void;
}

// On globalThis: the pages' bundle starts reads and the cache handler Next loads itself records them, in one process.
const STORAGE = Symbol.for('maple.read-context');
type Holder = { [STORAGE]?: AsyncLocalStorage<ReadContext> };

function storage(): AsyncLocalStorage<ReadContext> {
  const holder = globalThis as Holder;
  holder[STORAGE] ??= new AsyncLocalStorage<ReadContext>();
  return holder[STORAGE];
}

/**
 * Runs a provider read so that Next's cache handler, which Next calls inside it, knows when the read
 * started (an entry holds data as of then, so an invalidation during the read still expires it) and
 * which render to report the entry's tags to.
 */
export function runRead<T>(renderTags: Set<string>, read: () => Promise<T>, onLookup?: ReadContext['onLookup']): Promise<T> {
  return storage().run({ startedAt: Date.now(), renderTags, onLookup }, read);
}

export function currentRead(): ReadContext | undefined {
  return storage().getStore();
}
