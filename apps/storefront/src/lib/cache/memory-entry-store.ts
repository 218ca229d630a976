import type { CacheEntry, EntryStore, MemoryUsage } from './cache-store.ts';

interface Held {
  entry: CacheEntry;
  expiresAt: number;
  bytes: number;
}

/** Bytes an entry holds in memory, near enough: its value, key and tags. */
function sizeOf(key: string, entry: CacheEntry): number {
  return entry.value.byteLength + key.length * 2 + entry.tags.reduce((sum, tag) => sum + tag.length * 2, 0) + 64;
}

/** One namespace: a least-recently-used map bounded by bytes (Map order is the recency order). */
class Namespace {
  readonly held = new Map<string, Held>();
  readonly maxBytes: number;
  bytes = 0;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  remove(key: string): void {
    const held = this.held.get(key);
    if (!held) return;
    this.held.delete(key);
    this.bytes -= held.bytes;
  }

  add(key: string, held: Held): void {
    this.remove(key);
    // One entry may not take more than a quarter of the budget, so a few large ones cannot evict everything.
    if (held.bytes > this.maxBytes / 4) return;
    this.held.set(key, held);
    this.bytes += held.bytes;
    for (const [oldest, oldestHeld] of this.held) {
      if (this.bytes <= this.maxBytes) break;
      this.held.delete(oldest);
      this.bytes -= oldestHeld.bytes;
    }
  }
}

/** How many entries of a namespace each read made: an entry made by one read carries its one read:<name> tag. */
function readsOf(namespace: Namespace): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { entry } of namespace.held.values()) {
    const reads = entry.tags.filter((tag) => tag.startsWith('read:'));
    const name = reads.length === 1 ? reads[0]!.slice('read:'.length) : null;
    if (name) counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/** Entries in this process's memory, each namespace within its own byte budget, least recently used out first. */
export class MemoryEntryStore implements EntryStore {
  private readonly namespaces = new Map<string, Namespace>();
  private readonly budgets: Record<string, number>;
  private readonly defaultBudget: number;
  private readonly now: () => number;

  constructor(budgets: Record<string, number>, defaultBudget = 16 * 1024 * 1024, now: () => number = Date.now) {
    this.budgets = budgets;
    this.defaultBudget = defaultBudget;
    this.now = now;
  }

  private namespace(name: string): Namespace {
    let namespace = this.namespaces.get(name);
    if (!namespace) {
      namespace = new Namespace(this.budgets[name] ?? this.defaultBudget);
      this.namespaces.set(name, namespace);
    }
    return namespace;
  }

  async get(name: string, key: string): Promise<CacheEntry | null> {
    const namespace = this.namespace(name);
    const held = namespace.held.get(key);
    if (!held) return null;
    if (held.expiresAt <= this.now()) {
      namespace.remove(key);
      return null;
    }
    namespace.held.delete(key);
    namespace.held.set(key, held);
    return held.entry;
  }

  async set(name: string, key: string, entry: CacheEntry, ttlMs: number): Promise<void> {
    this.namespace(name).add(key, { entry, expiresAt: this.now() + ttlMs, bytes: sizeOf(key, entry) });
  }

  async delete(name: string, key: string): Promise<void> {
    this.namespace(name).remove(key);
  }

  /** Forgets everything: what was cached while Redis was away may predate invalidations this process never heard. */
  clear(): void {
    this.namespaces.clear();
  }

  usage(): Record<string, MemoryUsage> {
    return Object.fromEntries(
      [...this.namespaces].map(([name, namespace]) => [
        name,
        { entries: namespace.held.size, bytes: namespace.bytes, byRead: readsOf(namespace) },
      ]),
    );
  }
}
