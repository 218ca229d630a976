/**
 * How many filtered variants of one listing path may be rendered for the cache within a window (CAT-77). Facet
 * values are only those the listing offers (others redirect away), but a price range is whatever the shopper
 * typed: past this budget a new range is rendered for its visitor and not stored, so a run of random bounds
 * cannot fill the shared cache with copies of one listing.
 */
export interface FilteredKeyBudgetPolicy {
  perPath: number;
  windowMs: number;
  /** Upper bound on the listing paths remembered (oldest window out first). */
  maxPaths?: number;
}

interface PathWindow {
  startedAt: number;
  keys: Set<string>;
}

export class FilteredKeyBudget {
  private readonly windows = new Map<string, PathWindow>();
  private readonly policy: FilteredKeyBudgetPolicy;

  constructor(policy: FilteredKeyBudgetPolicy) {
    this.policy = policy;
  }

  /** Whether this filtered page of `path` may be stored: it already was in this window, or the window has room. */
  admit(path: string, key: string, now: number): boolean {
    let window = this.windows.get(path);
    if (!window || now - window.startedAt >= this.policy.windowMs) {
      this.windows.delete(path);
      window = { startedAt: now, keys: new Set() };
      this.windows.set(path, window);
      this.bound();
    }
    if (window.keys.has(key)) return true;
    if (window.keys.size >= this.policy.perPath) return false;
    window.keys.add(key);
    return true;
  }

  private bound(): void {
    const limit = this.policy.maxPaths ?? 2_000;
    for (const [oldest] of this.windows) {
      if (this.windows.size <= limit) break;
      this.windows.delete(oldest);
    }
  }
}
