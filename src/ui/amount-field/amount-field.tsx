import { forwardRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { AMOUNT_REFUSED, formatWithCaret, isAmountText, parseAmount, type AmountFormatOptions } from './amount-format';
import * as s from './amount-field.css';

export type AmountFieldProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'prefix'> &
  AmountFormatOptions & {
    /** Formatted text, e.g. "25,000". Omit to let the field keep its own text. */
    value?: string;
    defaultValue?: string;
    /** Called with the formatted text and the number it stands for (null when empty). */
    onValueChange?: (text: string, amount: number | null) => void;
    /** Currency sign shown before the amount; pass null for none. */
    currency?: ReactNode;
  };

export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { value, defaultValue = '', onValueChange, currency = '₱', maxDecimals, maxIntegerDigits, className, error, ...rest },
  forwardedRef,
) {
  const [ownText, setOwnText] = useState(defaultValue);
  const [refused, setRefused] = useState(false);
  const text = value ?? ownText;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const caret = input.selectionStart ?? input.value.length;
    // Spec §5: digits and commas with one optional decimal point. Anything else (a pasted "₱1,000abc", a second
    // point) is refused as a whole, with the field's message, rather than silently reduced to its digits.
    if (!isAmountText(input.value)) {
      const back = Math.max(0, caret - (input.value.length - text.length));
      input.value = text;
      input.setSelectionRange(back, back);
      setRefused(true);
      return;
    }
    setRefused(false);
    const next = formatWithCaret(input.value, caret, { maxDecimals, maxIntegerDigits });
    // Write the DOM value and caret now: React would otherwise restore the caret to the end after re-rendering.
    input.value = next.text;
    input.setSelectionRange(next.caret, next.caret);
    if (value === undefined) setOwnText(next.text);
    onValueChange?.(next.text, parseAmount(next.text));
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
      error={refused ? AMOUNT_REFUSED : error}
      inputClassName={s.input}
      spellCheck={false}
    />
  );
});
