import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import * as s from './toast.css';

export const toastTones = ['info', 'success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export type ToastMessage = { title: string; description?: string; tone?: ToastTone; durationMs?: number };
type Shown = ToastMessage & { id: number; open: boolean };

type ToastApi = { show: (message: ToastMessage) => void };
const ToastContext = createContext<ToastApi | null>(null);

/** Brief, non-blocking news ("Document uploaded"). Errors that need action belong in the page, not a toast. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Shown[]>([]);

  const show = useCallback((message: ToastMessage) => {
    setToasts((list) => [...list.slice(-2), { ...message, id: nextId++, open: true }]);
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  const dismiss = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider swipeDirection="right" label="Notification">
        {children}
        {toasts.map((t) => (
          <ToastItem key={t.id} message={t} onOpenChange={(open) => (open ? undefined : dismiss(t.id))} />
        ))}
        <RadixToast.Viewport className={s.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

type ToastItemProps = { message: ToastMessage; onOpenChange?: (open: boolean) => void; open?: boolean };

/** One toast; exported for stories, which render it open without a provider's queue. */
export function ToastItem({ message, onOpenChange, open = true }: ToastItemProps) {
  const tone = message.tone ?? 'info';
  return (
    <RadixToast.Root
      className={s.toast({ tone })}
      open={open}
      onOpenChange={onOpenChange}
      duration={message.durationMs ?? (tone === 'error' ? 8000 : 5000)}
      // Errors interrupt (assertive); good news waits its turn (polite).
      type={tone === 'error' ? 'foreground' : 'background'}
    >
      <RadixToast.Title className={s.title}>{message.title}</RadixToast.Title>
      {message.description ? (
        <RadixToast.Description className={s.description}>{message.description}</RadixToast.Description>
      ) : null}
      <RadixToast.Close className={s.close} aria-label="Dismiss notification">
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
