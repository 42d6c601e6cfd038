import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, describedBy, useFieldIds } from '../field/field';
import * as f from '../field/field.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the field; also sets aria-invalid. */
  error?: ReactNode;
  /** Fixed text before the input, e.g. "+63" for a Philippine mobile number. */
  prefix?: ReactNode;
  /** Extra class for the <input> itself (className styles the whole field). */
  inputClassName?: string;
};

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, prefix, id, className, inputClassName, disabled, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const prefixId = `${ids.inputId}-prefix`;
  const described = describedBy(ids, hint, error, [prefix ? prefixId : undefined, extraDescribedBy].filter(Boolean).join(' ') || undefined);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className={f.control} data-invalid={error ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
        {prefix ? (
          <span id={prefixId} className={f.prefix}>
            {prefix}
          </span>
        ) : null}
        <input
          ref={ref}
          id={ids.inputId}
          className={inputClassName ? `${f.input} ${inputClassName}` : f.input}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...rest}
        />
      </div>
    </Field>
  );
});
