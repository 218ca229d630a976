import { describe, expect, it } from 'vitest';
import { toolbarState } from './use-toolbar-visibility';

describe('grid toolbar on scroll (CAT-29)', () => {
  it('always shows within 450 px of the top and on wide screens', () => {
    expect(toolbarState(100, 300, 390, true)).toEqual({ hidden: false, raised: false });
    expect(toolbarState(500, 900, 1024, false)).toEqual({ hidden: false, raised: true });
  });
  it('hides when scrolling down on narrow screens past the top zone', () => {
    expect(toolbarState(500, 600, 390, false)).toEqual({ hidden: true, raised: true });
  });
  it('shows again when scrolling up', () => {
    expect(toolbarState(900, 880, 390, true)).toEqual({ hidden: false, raised: true });
  });
  it('keeps its state when the position does not change', () => {
    expect(toolbarState(600, 600, 390, true).hidden).toBe(true);
  });
});
