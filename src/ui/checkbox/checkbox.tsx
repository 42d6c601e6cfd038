import type { ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { FieldError, describedBy, useFieldIds } from '../field/field';
import * as f from '../field/field.css';
import * as s from './checkbox.css';

export type CheckboxProps = {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
};

/** A single yes/no consent (terms, declarations). Space toggles it, as with a native checkbox. */
export function Checkbox({ label, hint, error, id, onCheckedChange, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={s.root}>
      <div className={s.row}>
        <RadixCheckbox.Root
          id={ids.inputId}
          className={s.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          {...rest}
        >
          <RadixCheckbox.Indicator>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="m3.5 8.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={ids.inputId} className={s.label}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={ids.hintId} className={`${f.hint} ${s.hint}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <div className={s.hint}>
          <FieldError id={ids.errorId}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
}
