import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import * as s from './date-field.css';

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'prefix' | 'value' | 'defaultValue' | 'min' | 'max'> & {
  /** ISO date "YYYY-MM-DD" ("" when empty). */
  value?: string;
  defaultValue?: string;
  min?: string;
  max?: string;
};

/**
 * A native date input: phones open their own date wheel, desktop browsers a calendar, and both are keyboard and
 * screen-reader friendly without a custom grid. The value is always ISO, whatever the display locale.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  return <TextField ref={ref} {...props} type="date" inputClassName={s.input} />;
});
