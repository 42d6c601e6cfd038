import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Field, describedBy, useFieldIds } from '../field/field';
import * as f from '../field/field.css';
import { visuallyHidden } from '../theme/shared.css';
import { filterOptions, type AutoCompleteOption } from './filter-options';
import * as s from './auto-complete.css';

export type { AutoCompleteOption };

export type AutoCompleteProps = {
  label: ReactNode;
  options: readonly AutoCompleteOption[];
  /** The chosen option's value, or null. */
  value: string | null;
  onValueChange: (value: string | null) => void;
  hint?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  /** Shown when nothing matches. */
  emptyMessage?: string;
  limit?: number;
  /**
   * A list that cannot be complete (job titles): this option ("Other") is listed whatever is typed, and text typed
   * and left that matches no option is handed to `onUnlisted` instead of being refused.
   */
  other?: { value: string; onUnlisted: (text: string) => void } | undefined;
};

/**
 * A combobox for long lists (barangay, city, bank): type to filter, arrows to move, Enter to pick, Escape to close.
 * Focus stays in the input; the highlighted option is announced through aria-activedescendant.
 */
export function AutoComplete({
  label,
  options,
  value,
  onValueChange,
  hint,
  error,
  placeholder,
  disabled,
  id,
  emptyMessage = 'No matches. Check the spelling or try fewer letters.',
  limit = 100,
  other,
}: AutoCompleteProps) {
  const ids = useFieldIds(id);
  const listId = `${ids.inputId}-listbox`;
  const statusId = `${ids.inputId}-status`;
  const selected = options.find((o) => o.value === value) ?? null;
  // What is in the box: the typed query while searching, otherwise the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Text typed and left that matches no option: said plainly instead of silently undoing it.
  const [rejected, setRejected] = useState<string | null>(null);

  const text = query ?? selected?.label ?? '';
  const { shown, total } = useMemo(() => {
    const found = filterOptions(options, query ?? '', limit);
    const pinned = other && !found.shown.some((o) => o.value === other.value) ? options.find((o) => o.value === other.value) : undefined;
    return pinned ? { shown: [...found.shown, pinned], total: found.total + 1 } : found;
  }, [options, query, limit, other]);
  const optionId = (index: number) => `${ids.inputId}-option-${index}`;

  const moveTo = (index: number) => {
    const next = shown.length === 0 ? -1 : (index + shown.length) % shown.length;
    setActive(next);
    if (next >= 0) document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const choose = (option: AutoCompleteOption) => {
    onValueChange(option.value);
    setRejected(null);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
    // An exact (case-insensitive) label typed by hand counts as choosing it; anything else keeps the old choice.
    if (query !== null) {
      const exact = options.find((o) => o.label.toLowerCase() === query.trim().toLowerCase());
      const unlisted = !exact && query.trim() !== '' && other !== undefined;
      if (exact) onValueChange(exact.value);
      else if (query.trim() === '') onValueChange(null);
      else if (unlisted) other.onUnlisted(query.trim());
      setRejected(exact || unlisted || query.trim() === '' ? null : query.trim());
      setQuery(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      moveTo(active + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      moveTo(active <= 0 ? shown.length - 1 : active - 1);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== null) setQuery(null);
    }
  };

  const expanded = open && !disabled;
  const shownError = rejected !== null ? `“${rejected}” is not in the list. Type a few letters and choose one of the suggestions.` : error;
  return (
    <Field ids={ids} label={label} hint={hint} error={shownError}>
      <div className={s.wrapper}>
        <div className={f.control} data-invalid={error ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
          <input
            id={ids.inputId}
            className={f.input}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy(ids, hint, shownError, statusId)}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            disabled={disabled}
            value={text}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
        </div>
        <div className={s.popup} hidden={!expanded}>
          <ul id={listId} role="listbox" aria-labelledby={ids.labelId} className={s.listbox}>
            {shown.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                data-active={index === active}
                className={s.option}
                // mousedown, not click: a click would blur the input first and close the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                {option.label}
              </li>
            ))}
          </ul>
          {shown.length === 0 ? <p className={s.note}>{emptyMessage}</p> : null}
          {total > shown.length ? (
            <p className={s.note}>
              Showing {shown.length} of {total}. Keep typing to narrow the list.
            </p>
          ) : null}
        </div>
        <span id={statusId} className={visuallyHidden} aria-live="polite">
          {expanded && query !== null ? `${total} ${total === 1 ? 'result' : 'results'} available.` : ''}
        </span>
      </div>
    </Field>
  );
}
