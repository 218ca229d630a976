export type ToastType = 'success' | 'error' | 'warning' | 'info';

/**
 * Display time per type (CONT-21, CONST-08).
 * @internal exported for its tests
 */
export const TOAST_DURATIONS: Record<ToastType, number> = {
  success: 3000,
  error: 4000,
  warning: 3500,
  info: 3000,
};

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  duration: number;
  visible: boolean;
  /** When the current countdown started (ms); moves on every reset or resume. */
  startTime: number;
  /** What was left of the duration when the countdown (re)started. */
  remainingTime: number;
  /** Bumped on every timer reset so the progress bar restarts. */
  generation: number;
}

export interface ToastRequest {
  message: string;
  type: ToastType;
  duration?: number;
}

/**
 * Adds a toast, or, when one of the same type is already shown, resets its timer and shows the
 * newest message in it instead of stacking a second one (CONT-21).
 */
export function pushToast(toasts: readonly Toast[], request: ToastRequest, now: number, nextId: number): Toast[] {
  const duration = request.duration ?? TOAST_DURATIONS[request.type];
  const existing = toasts.find((toast) => toast.visible && toast.type === request.type);
  if (existing) {
    return toasts.map((toast) =>
      toast === existing
        ? { ...toast, message: request.message, duration, startTime: now, remainingTime: duration, generation: toast.generation + 1 }
        : toast,
    );
  }
  const toast: Toast = {
    id: nextId,
    message: request.message,
    type: request.type,
    duration,
    visible: true,
    startTime: now,
    remainingTime: duration,
    generation: 0,
  };
  return [...toasts, toast];
}

export function dismissToast(toasts: readonly Toast[], id: number): Toast[] {
  return toasts.filter((toast) => toast.id !== id);
}

/** Freezes a toast's countdown (pointer or focus inside it), keeping what was left. */
export function pauseToast(toasts: readonly Toast[], id: number, now: number): Toast[] {
  return toasts.map((toast) =>
    toast.id === id ? { ...toast, remainingTime: Math.max(0, toast.remainingTime - (now - toast.startTime)) } : toast,
  );
}

export function resumeToast(toasts: readonly Toast[], id: number, now: number): Toast[] {
  return toasts.map((toast) => (toast.id === id ? { ...toast, startTime: now } : toast));
}
