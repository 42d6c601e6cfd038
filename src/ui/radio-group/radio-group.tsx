import type { ReactNode } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { FieldError, useFieldIds } from '../field/field';
import * as f from '../field/field.css';
import * as s from './radio-group.css';

export type RadioOption = { value: string; label: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  legend: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Id of the group; the first radio gets it too so an ErrorSummary link lands on a focusable control. */
  id?: string;
};

/** Pick one of a few (gender, yes/no). Arrow keys move between options, as the ARIA radio pattern expects. */
export function RadioGroup({ legend, options, hint, error, orientation = 'vertical', id, ...rest }: RadioGroupProps) {
  const ids = useFieldIds(id);
  const described = [hint ? ids.hintId : undefined, error ? ids.errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={s.fieldset} aria-describedby={described}>
      <legend className={s.legend}>{legend}</legend>
      {hint ? (
        <p id={ids.hintId} className={f.hint}>
          {hint}
        </p>
      ) : null}
      <RadixRadioGroup.Root
        className={s.list}
        orientation={orientation}
        aria-invalid={error ? true : undefined}
        loop
        {...rest}
      >
        {options.map((option, index) => {
          const optionId = index === 0 ? ids.inputId : `${ids.inputId}-${index + 1}`;
          return (
            <div key={option.value} className={s.option}>
              <RadixRadioGroup.Item id={optionId} value={option.value} disabled={option.disabled} className={s.radio}>
                <RadixRadioGroup.Indicator className={s.indicator} />
              </RadixRadioGroup.Item>
              <label htmlFor={optionId} className={s.optionLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
