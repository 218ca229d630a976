import { createExternalStore, useExternalStore } from '@/lib/state/external-store';
import { dismissToast, pauseToast, pushToast, resumeToast, type Toast, type ToastRequest } from './toast-queue';

const EMPTY: readonly Toast[] = [];
const toasts = createExternalStore<readonly Toast[]>(EMPTY);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function schedule(toast: Toast): void {
  clearTimeout(timers.get(toast.id));
  timers.set(
    toast.id,
    setTimeout(() => hideToast(toast.id), toast.remainingTime),
  );
}

/** Shows a toast (CONT-21); call from any client code. */
export function showToast(message: string, type: ToastRequest['type'] = 'info', duration?: number): void {
  const next = pushToast(toasts.get(), { message, type, duration }, Date.now(), nextId);
  const changed = next.find((toast) => !toasts.get().includes(toast));
  if (changed?.id === nextId) nextId += 1;
  toasts.set(next);
  if (changed) schedule(changed);
}

export function hideToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts.set((current) => dismissToast(current, id));
}

export function holdToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts.set((current) => pauseToast(current, id, Date.now()));
}

export function releaseToast(id: number): void {
  toasts.set((current) => resumeToast(current, id, Date.now()));
  const toast = toasts.get().find((candidate) => candidate.id === id);
  if (toast) schedule(toast);
}

export function useToasts(): readonly Toast[] {
  return useExternalStore(toasts, (value) => value, EMPTY);
}
