import { useId } from 'react';

interface TextFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  /** @default 'text' */
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly required?: boolean;
  /** A textarea instead of an input. */
  readonly multiline?: boolean;
  readonly maxLength?: number;
}

/** A labelled input with its error under it, tied by aria-describedby. Internal to the vehicle folder. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  required = false,
  multiline = false,
  maxLength,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="fc-field">
      <label htmlFor={id}>
        {label}
        {!required && <span className="fc-field__optional"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <span id={errorId} className="fc-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
