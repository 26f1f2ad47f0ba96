import { create } from 'zustand';
import { LIMITS } from '@pawpals/contracts';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; 5000 by default (docs/product.md#numbers-and-limits). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

/** At most one toast is visible at a time (docs/product.md#states-and-transitions). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = LIMITS.toastDurationMs;

interface ToastState {
  toasts: ToastItem[];
  add(input: ToastInput): string;
  dismiss(id?: string): void;
  remove(id: string): void;
}

function createToastStore() {
  let counter = 0;
  return create<ToastState>()((set) => ({
    toasts: [],
    add(input) {
      counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
      const id = `toast-${counter}`;
      set((state) => ({ toasts: [{ ...input, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT) }));
      return id;
    },
    dismiss(id) {
      set((state) => ({ toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) }));
    },
    remove(id) {
      set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
    },
  }));
}

/**
 * One store per page, kept on `globalThis`: @pawpals/ui is not a shared federation module (each app bundles
 * only the components it uses, docs/decisions/0060-first-render-javascript.md), so the shell and every remote
 * have their own copy of this module, and a toast raised in a remote must still reach the shell's Toaster.
 */
const STORE_KEY = Symbol.for('pawpals.toast-store');
const pageGlobals = globalThis as typeof globalThis & { [STORE_KEY]?: ReturnType<typeof createToastStore> };
export const useToastStore = (pageGlobals[STORE_KEY] ??= createToastStore());

/** Shows a toast from anywhere (components, query callbacks, plain functions). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = useToastStore.getState().add(input);
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}

export function useToast() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return { toasts, toast, dismiss };
}
