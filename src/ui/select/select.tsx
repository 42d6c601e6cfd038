import { useState, type ReactNode } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { getNonce } from 'get-nonce';
import { Field, describedBy, useFieldIds } from '../field/field';
import * as s from './select.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Form field name: Radix renders a hidden native select so plain form posts still carry the value. */
  name?: string;
  id?: string;
};

const Chevron = () => (
  <svg className={s.icon} width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
    <path d="M4.5 7 9 11.5 13.5 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** A short pick-one list (marital status, job level). For long lists use AutoComplete. */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select an option',
  hint,
  error,
  disabled,
  required,
  name,
  id,
}: SelectProps) {
  const ids = useFieldIds(id);
  // Until first touched, only the chosen option is rendered (the trigger shows its text): Radix draws every option
  // of a closed select into a detached fragment, most of a form step's first render for lists nobody opened. The
  // rest join on the first pointer-down or focus, before Radix opens the list or types ahead on the trigger.
  const [touched, setTouched] = useState(false);
  const chosen = value ?? defaultValue;
  const listed = touched ? options : options.filter((option) => option.value === chosen);
  const touch = () => setTouched(true);
  return (
    <Field ids={ids} label={label} hint={hint} error={error}>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={disabled}
        required={required}
        name={name}
      >
        <RadixSelect.Trigger
          id={ids.inputId}
          className={s.trigger}
          aria-labelledby={ids.labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          onPointerDown={touch}
          onFocus={touch}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon asChild>
            <Chevron />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={s.content} position="popper" sideOffset={6}>
            {/* The viewport adds a <style> (hidden scrollbar): it needs the page's CSP nonce (src/main.tsx). */}
            <RadixSelect.Viewport className={s.viewport} nonce={getNonce()}>
              {listed.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={s.item}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                      <path d="m3.5 8.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
}
