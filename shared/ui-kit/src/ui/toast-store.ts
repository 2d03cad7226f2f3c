import type { ToastMessage } from '@atlas/contracts';

export interface Toast {
  id: number;
  kind: ToastMessage['kind'];
  /** Already translated text. */
  text: string;
  /** Milliseconds before it goes away; 0 keeps it until dismissed. */
  duration: number;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a message in the page's toast region; returns its id. Errors stay longer. */
export function showToast({ kind = 'info', text, duration }: { kind?: Toast['kind']; text: string; duration?: number }): number {
  const id = nextId++;
  emit([...toasts, { id, kind, text, duration: duration ?? (kind === 'error' ? 8000 : 5000) }]);
  return id;
}

export function dismissToast(id: number): void {
  emit(toasts.filter((toast) => toast.id !== id));
}

export function clearToasts(): void {
  emit([]);
}

export const toastStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly Toast[] => toasts,
};
