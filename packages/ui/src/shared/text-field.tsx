import { type HTMLInputAutoCompleteAttribute, useId } from 'react';

export interface TextFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** @default 'text' */
  readonly type?: 'text' | 'email' | 'tel';
  /** A textarea instead of a one-line input. @default false */
  readonly multiline?: boolean;
  readonly autoComplete?: HTMLInputAutoCompleteAttribute;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** A short help text under the label. */
  readonly hint?: string;
  /** The field's error text; marks the field invalid. */
  readonly error?: string;
  readonly disabled?: boolean;
  readonly maxLength?: number;
  /** @default false */
  readonly required?: boolean;
  /** Say "(optional)" after the label of a field that is not required. @default false */
  readonly markOptional?: boolean;
  /** Announce the error as it appears (role="alert"); off where the form announces its errors itself. @default true */
  readonly announceError?: boolean;
}

/** The one text field of the package: a labelled input with its hint and error tied to it, so a screen reader reads them with the field. */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  multiline = false,
  autoComplete,
  inputMode,
  hint,
  error,
  disabled,
  maxLength,
  required = false,
  markOptional = false,
  announceError = true,
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    disabled,
    maxLength,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className="fc-field">
      <label htmlFor={id}>
        {label}
        {markOptional && !required && <span className="fc-field__optional"> (optional)</span>}
      </label>
      {hint && (
        <span id={hintId} className="fc-field__hint">
          {hint}
        </span>
      )}
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <span id={errorId} className="fc-field__error" role={announceError ? 'alert' : undefined}>
          {error}
        </span>
      )}
    </div>
  );
}
