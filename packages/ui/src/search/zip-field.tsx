/** The ZIP code field of the search forms: five digits, its error tied to it and announced. */
export function ZipField({
  idPrefix,
  value,
  onChange,
  required = false,
  error,
}: {
  /** The form's id; the input is `{idPrefix}-zip`, its error `{idPrefix}-zip-error`. */
  readonly idPrefix: string;
  readonly value: string;
  readonly onChange: (zip: string) => void;
  readonly required?: boolean;
  readonly error?: string | undefined;
}) {
  const inputId = `${idPrefix}-zip`;
  const errorId = `${inputId}-error`;
  return (
    <div className="fc-field">
      <label htmlFor={inputId}>ZIP code</label>
      <input
        id={inputId}
        name="zip"
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        required={required}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="fc-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
