import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export const toastTones = ['info', 'success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export type ToastMessage = { title: string; description?: string; tone?: ToastTone; durationMs?: number };
export type Shown = ToastMessage & { id: number; open: boolean };

type ToastApi = { show: (message: ToastMessage) => void };
const ToastContext = createContext<ToastApi | null>(null);

/** Brief, non-blocking news ("Document uploaded"). Errors that need action belong in the page, not a toast. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

let nextId = 1;
// Radix's toast (and its layers) is downloaded with the first toast, not with every page.
const ToastLayer = lazy(() => import('./toast-layer'));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Shown[]>([]);

  const show = useCallback((message: ToastMessage) => {
    setToasts((list) => [...list.slice(-2), { ...message, id: nextId++, open: true }]);
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  const dismiss = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastLayer toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
