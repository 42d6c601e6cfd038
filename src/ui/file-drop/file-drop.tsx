import { useState, type DragEvent, type ReactNode } from 'react';
import { FieldError, describedBy, useFieldIds } from '../field/field';
import * as f from '../field/field.css';
import * as s from './file-drop.css';

export type FileDropProps = {
  label: ReactNode;
  /** Called with what was chosen or dropped; the caller validates type and size and passes an error back. */
  onFiles: (files: File[]) => void;
  /** e.g. ".jpg,.jpeg,.png,.pdf" */
  accept?: string;
  multiple?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  id?: string;
  /** Text on the visible button. */
  buttonLabel?: string;
  /** Mobile: open the camera directly ("environment" for ID cards). */
  capture?: 'user' | 'environment';
};

/**
 * Choose or drop a file. The visible button is a <label> for a real file input, so it works with keyboard,
 * screen readers and the phone's "take photo" sheet; drag-and-drop is an extra for desktop.
 */
export function FileDrop({
  label,
  onFiles,
  accept,
  multiple,
  hint,
  error,
  disabled,
  id,
  buttonLabel = 'Choose a file',
  capture,
}: FileDropProps) {
  const ids = useFieldIds(id);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div className={f.root}>
      <span id={ids.labelId} className={f.label}>
        {label}
      </span>
      <div
        className={s.zone}
        data-dragging={dragging}
        data-invalid={error ? 'true' : undefined}
        data-disabled={disabled ? 'true' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <svg className={s.icon} width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
          <path d="M18 24V9m0 0-6 6m6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M7 23v4a2 2 0 0 0 2 2h18a2 2 0 0 0 2-2v-4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <p className={s.prompt}>Drag and drop here, or</p>
        <input
          id={ids.inputId}
          className={s.input}
          type="file"
          accept={accept}
          multiple={multiple}
          capture={capture}
          disabled={disabled}
          aria-labelledby={ids.labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Reset so choosing the same file again (after fixing an error) still fires a change.
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
        <label htmlFor={ids.inputId} className={s.button}>
          {buttonLabel}
        </label>
        {hint ? (
          <p id={ids.hintId} className={s.hint}>
            {hint}
          </p>
        ) : null}
      </div>
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
