import { Toast as RadixToast } from 'radix-ui';
import type { Shown, ToastMessage } from './toast';
import * as s from './toast.css';

/** The visible toasts and their live region (loaded on the first toast, see ToastProvider). */
export default function ToastLayer({ toasts, onDismiss }: { toasts: readonly Shown[]; onDismiss: (id: number) => void }) {
  return (
    <RadixToast.Provider swipeDirection="right" label="Notification">
      {toasts.map((t) => (
        <ToastItem key={t.id} message={t} onOpenChange={(open) => (open ? undefined : onDismiss(t.id))} />
      ))}
      <RadixToast.Viewport className={s.viewport} />
    </RadixToast.Provider>
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
