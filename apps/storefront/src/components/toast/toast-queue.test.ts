import { describe, expect, it } from 'vitest';
import { dismissToast, pauseToast, pushToast, resumeToast, TOAST_DURATIONS } from './toast-queue';

describe('toast durations (CONT-21)', () => {
  it.each([
    ['success', 3000],
    ['error', 4000],
    ['warning', 3500],
    ['info', 3000],
  ] as const)('%s lasts %i ms', (type, duration) => {
    expect(TOAST_DURATIONS[type]).toBe(duration);
    const [toast] = pushToast([], { message: 'm', type }, 0, 1);
    expect(toast?.duration).toBe(duration);
    expect(toast?.remainingTime).toBe(duration);
  });
});

describe('pushToast', () => {
  it('adds toasts of different types side by side with incrementing ids', () => {
    const one = pushToast([], { message: 'Saved', type: 'success' }, 0, 1);
    const two = pushToast(one, { message: 'Failed', type: 'error' }, 10, 2);
    expect(two.map((toast) => [toast.id, toast.type])).toEqual([
      [1, 'success'],
      [2, 'error'],
    ]);
  });

  it('does not add a second toast of a type already shown: it resets the timer instead', () => {
    const first = pushToast([], { message: 'Added to cart', type: 'success' }, 1000, 1);
    const again = pushToast(first, { message: 'Added to cart', type: 'success' }, 2500, 2);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: 1, startTime: 2500, remainingTime: 3000, generation: 1 });
  });

  it('shows the newest message when it resets a toast of the same type', () => {
    const first = pushToast([], { message: 'Max 3', type: 'warning' }, 0, 1);
    const again = pushToast(first, { message: 'Max 2', type: 'warning' }, 100, 2);
    expect(again[0]?.message).toBe('Max 2');
  });

  it('honours an explicit duration', () => {
    const [toast] = pushToast([], { message: 'Hi', type: 'info', duration: 10_000 }, 0, 1);
    expect(toast?.duration).toBe(10_000);
  });
});

describe('pause, resume and dismiss', () => {
  it('keeps the remaining time across a pause', () => {
    const shown = pushToast([], { message: 'x', type: 'error' }, 0, 7);
    const paused = pauseToast(shown, 7, 1500);
    expect(paused[0]?.remainingTime).toBe(2500);
    const resumed = resumeToast(paused, 7, 9000);
    expect(resumed[0]).toMatchObject({ startTime: 9000, remainingTime: 2500 });
  });

  it('removes a toast by id', () => {
    const shown = pushToast(pushToast([], { message: 'a', type: 'info' }, 0, 1), { message: 'b', type: 'error' }, 0, 2);
    expect(dismissToast(shown, 1).map((toast) => toast.id)).toEqual([2]);
  });
});
