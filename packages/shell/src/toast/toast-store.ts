import { TOAST_DURATION_MS } from '@portal/contracts/constants';
import { useSyncExternalStore } from 'react';

/** A toast of spec §3: id, type, title, description. */
export type ToastType = 'info' | 'success' | 'error' | 'warning';
export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
}

let toasts: readonly Toast[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast; it dismisses itself after 3000 ms (spec §9) unless closed by hand first. */
export function showToast(toast: Omit<Toast, 'id'>, durationMs: number = TOAST_DURATION_MS): string {
  counter += 1;
  const id = `toast-${counter}`;
  toasts = [...toasts, { ...toast, id }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  emit();
  return id;
}

export function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const next = toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

/** Dismisses every toast at once (a page that starts over, a test that starts clean). */
export function dismissAllToasts(): void {
  for (const id of [...timers.keys()]) dismissToast(id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts currently shown, oldest first. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
