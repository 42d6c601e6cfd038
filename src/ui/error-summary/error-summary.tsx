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
 * The list of problems at the top of a form. It takes focus when it appears or a problem is added (so keyboard and
 * screen-reader users land on it after a failed submit), never when one is fixed; each item moves focus to its field.
 */
export function ErrorSummary({ errors, title = 'There is a problem' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = `error-summary-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hasErrors = errors.length > 0;
  // Focus when a problem is added (a failed submit, or a second one finding something new), not on every render and
  // not when the borrower fixes one: choosing a city that clears "Please fill in city" must leave the focus in the
  // next field they are typing into, not pull it back to the top of the form.
  const items = errors.map((e) => `${e.fieldId ?? ''}:${typeof e.message === 'string' ? e.message : ''}`);
  const signature = items.join('|');
  const seen = useRef<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const before = seen.current;
    seen.current = new Set(items);
    if (items.some((item) => !before.has(item))) ref.current?.focus();
    // `items` is derived from `signature`: the effect runs when the set of messages changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

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
