import { useId, type ReactNode } from 'react';
import * as s from './field.css';
import { visuallyHidden } from '../theme/shared.css';

export type FieldIds = { inputId: string; hintId: string; errorId: string; labelId: string };

/** Stable ids for a field's parts; a caller-supplied id wins so ErrorSummary links can target it. */
export function useFieldIds(id?: string): FieldIds {
  const auto = useId();
  const inputId = id ?? `field-${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error`, labelId: `${inputId}-label` };
}

/** aria-describedby for a control: hint first, then the error, so a reader hears what is wrong last. */
export function describedBy(ids: FieldIds, hint?: ReactNode, error?: ReactNode, extra?: string): string | undefined {
  const parts = [extra, hint ? ids.hintId : undefined, error ? ids.errorId : undefined].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={s.error}>
      <svg className={s.errorIcon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8 4.5v4.2M8 10.8v.2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {/* The word "Error:" is for screen readers, which otherwise cannot tell an error from a hint. */}
      <span>
        <span className={visuallyHidden}>Error:</span> {children}
      </span>
    </p>
  );
}

type FieldProps = {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Labels point at the input; for controls that are not labelable (Radix triggers) pass false. */
  htmlFor?: boolean;
};

/** Label, hint, control and error stacked the same way for every form primitive. */
export function Field({ ids, label, hint, error, children, className, htmlFor = true }: FieldProps) {
  return (
    <div className={className ? `${s.root} ${className}` : s.root}>
      <label id={ids.labelId} className={s.label} htmlFor={htmlFor ? ids.inputId : undefined}>
        {label}
      </label>
      {hint ? (
        <p id={ids.hintId} className={s.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
