import type { NextStep } from '@machines/auth/messages';
import type { AuthFailure } from '@machines/auth/failure';
import { failureText } from './failure-text';
import * as s from '~/ui/page-styles/form-page.css';

/** A failure in words plus the one way forward; announced when it appears (role alert). */
export function FailureNotice({ failure, actions }: { failure: AuthFailure | null; actions?: Partial<Record<NextStep, { label: string; onClick: () => void }>> }) {
  if (!failure) return null;
  const { message, next } = failureText(failure);
  const action = actions?.[next];
  return (
    <div className={s.notice} role="alert">
      <p>{message}</p>
      {action ? (
        <button type="button" className={s.linkButton} onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
