import { forwardRef, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { readAmount, type AmountRules } from '~/domain/amount-input';
import type { Centavos } from '~/domain/money';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { editAmount } from './amount-format';
import * as s from './amount-field.css';

export type AmountFieldProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'prefix'> &
  AmountRules & {
    /** The text as shown, e.g. "25,000" (or as the borrower typed it when it is not an amount). Omit to let the field keep its own text. */
    value?: string;
    defaultValue?: string;
    /** Called with the text and the centavos it stands for (null when empty, unfinished or refused). */
    onValueChange?: (text: string, centavos: Centavos | null) => void;
    /** Currency sign shown before the amount; pass null for none. */
    currency?: ReactNode;
  };

export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { value, defaultValue = '', onValueChange, currency = '₱', maxDecimals, maxIntegerDigits, className, error, onBlur, ...rest },
  forwardedRef,
) {
  const rules = { maxDecimals, maxIntegerDigits };
  const [ownText, setOwnText] = useState(defaultValue);
  // An unfinished amount ('25,00') is said once the borrower leaves the field; a refused one at once.
  const [left, setLeft] = useState(false);
  const text = value ?? ownText;
  const reading = readAmount(text, rules);
  const refusal = reading.status === 'refused' || (reading.status === 'unfinished' && left) ? reading.message : null;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const next = editAmount(text, input.value, input.selectionStart ?? input.value.length, rules);
    // A formatted amount: write the DOM value and caret now, or React would put the caret at the end. Text that is not
    // an amount stays exactly as typed (spec §5's rule is said in the message, never applied by rewriting it).
    if (next.caret !== null) {
      input.value = next.text;
      input.setSelectionRange(next.caret, next.caret);
    }
    setLeft(false);
    if (value === undefined) setOwnText(next.text);
    onValueChange?.(next.text, next.reading.status === 'amount' ? next.reading.centavos : null);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setLeft(true);
    onBlur?.(event);
  };

  return (
    <TextField
      ref={forwardedRef}
      {...rest}
      className={className}
      prefix={currency ?? undefined}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      error={refusal ?? error}
      inputClassName={s.input}
      spellCheck={false}
    />
  );
});
