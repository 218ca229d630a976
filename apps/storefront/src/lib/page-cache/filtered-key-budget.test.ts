import { describe, expect, it } from 'vitest';
import { FilteredKeyBudget } from './filtered-key-budget';

describe('the budget of filtered pages stored per listing', () => {
  it('admits a few filtered keys per path and window, and the same key again', () => {
    const budget = new FilteredKeyBudget({ perPath: 2, windowMs: 60_000 });
    expect(budget.admit('/collections/a', 'a?x=1', 0)).toBe(true);
    expect(budget.admit('/collections/a', 'a?x=2', 1)).toBe(true);
    expect(budget.admit('/collections/a', 'a?x=3', 2)).toBe(false);
    expect(budget.admit('/collections/a', 'a?x=1', 3)).toBe(true);
    expect(budget.admit('/collections/b', 'b?x=3', 4)).toBe(true);
  });

  it('starts afresh when the window has passed', () => {
    const budget = new FilteredKeyBudget({ perPath: 1, windowMs: 1_000 });
    expect(budget.admit('/collections/a', 'a?x=1', 0)).toBe(true);
    expect(budget.admit('/collections/a', 'a?x=2', 999)).toBe(false);
    expect(budget.admit('/collections/a', 'a?x=2', 1_000)).toBe(true);
  });

  it('remembers a bounded number of paths', () => {
    const budget = new FilteredKeyBudget({ perPath: 1, windowMs: 60_000, maxPaths: 2 });
    budget.admit('/collections/a', 'a?x=1', 0);
    budget.admit('/collections/b', 'b?x=1', 1);
    budget.admit('/collections/c', 'c?x=1', 2);
    // 'a' was forgotten, so its window starts again.
    expect(budget.admit('/collections/a', 'a?x=2', 3)).toBe(true);
  });
});
