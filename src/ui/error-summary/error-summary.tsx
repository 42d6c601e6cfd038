import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import * as s from './error-summary.css';

export type FieldErrorItem = {
  /** Id of the field's input (the id passed to TextField etc.); null for errors not tied to a field. */
  fieldId: string | null;
  message: ReactNode;
};

export type ErrorSummaryProps = {
  errors: readonly FieldErrorItem[];
  title?: ReactNode;
};

/**
 * The list of problems at the top of a form. It takes focus when it appears (so keyboard and screen-reader users
 * land on it after a failed submit) and each item moves focus to its field.
 */
export function ErrorSummary({ errors, title = 'There is a problem' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = `error-summary-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hasErrors = errors.length > 0;
  // Re-focus when the set of messages changes (a second failed submit), not on every render.
  const signature = errors.map((e) => `${e.fieldId ?? ''}:${typeof e.message === 'string' ? e.message : ''}`).join('|');

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, signature]);

  if (!hasErrors) return null;

  const goToField = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    // Focus the field itself rather than following the hash: keeps the route's URL clean and lands on the input.
    event.preventDefault();
    field.scrollIntoView?.({ block: 'center' });
    field.focus();
  };

  return (
    <div ref={ref} className={s.root} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={s.title}>
        {title}
      </h2>
      <ul className={s.list}>
        {errors.map((error, index) => (
          <li key={`${error.fieldId ?? 'form'}-${index}`}>
            {error.fieldId ? (
              <a className={s.link} href={`#${error.fieldId}`} onClick={goToField(error.fieldId)}>
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
