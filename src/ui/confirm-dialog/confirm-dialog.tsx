import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../button/button';
import * as s from '../dialog/dialog.css';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** "Keep" / Escape: nothing happens. */
  onCancel: () => void;
  /** The confirmed action is under way. */
  busy?: boolean;
  /** Why the confirmed action failed, and what to do next. */
  error?: ReactNode;
  /** The confirm action destroys something (shown as such). */
  destructive?: boolean;
};

/**
 * A decision that must be answered (Radix AlertDialog: role alertdialog, focus starts on the safe choice, Escape
 * keeps things as they are). Controlled: the chart's state says whether it is open.
 */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, onConfirm, onCancel, busy, error, destructive }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={s.overlay} />
        <AlertDialog.Content className={s.content}>
          <AlertDialog.Title className={s.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={s.description}>{description}</AlertDialog.Description>
          {error ? <div role="alert">{error}</div> : null}
          <div className={s.actions}>
            <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} loading={busy ?? false}>
              {confirmLabel}
            </Button>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
