import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import * as s from './dialog.css';

export type DialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; the first one is shown last on mobile (primary action nearest the thumb). */
  actions?: ReactNode;
  /** The element that opens it (uncontrolled use). */
  trigger?: ReactNode;
  /** Hide the X for decisions that must be answered with an action. */
  hideClose?: boolean;
};

/** A modal: focus is trapped inside, Escape closes, focus returns to what opened it (Radix Dialog). */
export function Dialog({ open, onOpenChange, title, description, children, actions, trigger, hideClose }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={s.overlay} />
        {/* Radix links the description itself; with none, an explicit undefined silences its dev warning. */}
        <RadixDialog.Content className={s.content} {...(description ? {} : { 'aria-describedby': undefined })}>
          <RadixDialog.Title className={s.title}>{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className={s.description}>{description}</RadixDialog.Description> : null}
          {children}
          {actions ? <div className={s.actions}>{actions}</div> : null}
          {hideClose ? null : (
            <RadixDialog.Close className={s.close} aria-label="Close">
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
