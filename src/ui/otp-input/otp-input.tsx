import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FieldError, useFieldIds } from '../field/field';
import * as f from '../field/field.css';
import * as s from './otp-input.css';

export type OtpInputProps = {
  /** The digits typed so far ("" to "123456"). */
  value: string;
  onChange: (value: string) => void;
  /** Called once all boxes are filled, e.g. to submit the code. */
  onComplete?: (code: string) => void;
  label?: ReactNode;
  hint?: ReactNode;
  /** Announced as soon as it appears (role="alert"). */
  error?: ReactNode;
  length?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
  /** Id of the page heading: the group is named by it and the legend, so focusing the first box announces both. */
  headingId?: string;
};

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * Six one-digit boxes that behave like one field: typing moves forward, Backspace moves back, a pasted or
 * SMS-autofilled code (autocomplete="one-time-code") spreads across the boxes.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  label = 'Enter the 6-digit code',
  hint,
  error,
  length = 6,
  disabled,
  autoFocus,
  id,
  headingId,
}: OtpInputProps) {
  const ids = useFieldIds(id);
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const digits = digitsOnly(value).slice(0, length);
  // Focus moves inside the change handler, before the new value renders; onFocus must see the new digits.
  const latest = useRef(digits);
  latest.current = digits;

  // The code screen exists to take this code: start in the first box (an effect, not autoFocus, so a
  // re-render never steals focus back). A tick later, because the router focuses the page heading after the
  // page renders; the heading is still announced as the group's name.
  useEffect(() => {
    if (!autoFocus) return;
    const timer = setTimeout(() => refs.current[0]?.focus(), 0);
    return () => clearTimeout(timer);
  }, [autoFocus]);

  // While a code is checked the boxes are disabled and the browser drops focus to the page body; when they
  // come back (wrong code), focus returns to the first empty box unless the borrower moved elsewhere.
  const wasDisabled = useRef(disabled);
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const reEnabled = wasDisabled.current && !disabled;
    wasDisabled.current = disabled;
    const active = document.activeElement;
    const leftHere = active === null || active === document.body || Boolean(group.current?.contains(active));
    if (reEnabled && leftHere) refs.current[Math.min(latest.current.length, length - 1)]?.focus();
  }, [disabled, length]);

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string, focusIndex: number) => {
    const clean = digitsOnly(next).slice(0, length);
    onChange(clean);
    latest.current = clean;
    focusBox(focusIndex);
    if (clean.length === length && clean !== digits) onComplete?.(clean);
  };

  /** Put `text` into the boxes starting at `index`, replacing what was there. */
  const fillFrom = (index: number, text: string) => {
    const incoming = digitsOnly(text);
    if (!incoming) return;
    // A whole code (paste, SMS autofill) replaces everything rather than being spliced in mid-way.
    const start = incoming.length >= length ? 0 : Math.min(index, digits.length);
    const next = (digits.slice(0, start) + incoming + digits.slice(start + incoming.length)).slice(0, length);
    commit(next, Math.min(start + incoming.length, length - 1));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index] !== undefined) commit(digits.slice(0, index) + digits.slice(index + 1), index);
      else if (index > 0) commit(digits.slice(0, index - 1) + digits.slice(index), index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(Math.min(index + 1, digits.length));
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(Math.min(digits.length, length - 1));
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  const describedBy = [hint ? ids.hintId : undefined, error ? ids.errorId : undefined].filter(Boolean).join(' ');

  return (
    <fieldset
      ref={group}
      className={s.root}
      disabled={disabled}
      aria-describedby={describedBy || undefined}
      aria-labelledby={headingId ? `${headingId} ${ids.inputId}-legend` : undefined}
    >
      <legend id={`${ids.inputId}-legend`} className={s.legend}>
        {label}
      </legend>
      {hint ? (
        <p id={ids.hintId} className={f.hint}>
          {hint}
        </p>
      ) : null}
      <div className={s.boxes}>
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(node) => {
              refs.current[index] = node;
            }}
            id={index === 0 ? ids.inputId : `${ids.inputId}-${index + 1}`}
            className={s.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            // Only the first box asks for the SMS code, so the browser fills one place and we spread it.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={index === 0 ? length : 1}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            value={digits[index] ?? ''}
            // Typing into a box past the filled ones lands in the first empty box instead.
            onFocus={(event) => {
              if (index > latest.current.length) focusBox(latest.current.length);
              else event.currentTarget.select();
            }}
            onChange={(event) => {
              const raw = digitsOnly(event.target.value);
              if (raw.length >= length) return fillFrom(0, raw);
              // The box may still hold its old digit next to the new one; keep only what was added.
              const old = digits[index] ?? '';
              const typed = old && raw.length > 1 ? raw.replace(old, '') : raw;
              fillFrom(index, typed);
            }}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
          />
        ))}
      </div>
      <div role="alert" aria-live="assertive">
        {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      </div>
    </fieldset>
  );
}
