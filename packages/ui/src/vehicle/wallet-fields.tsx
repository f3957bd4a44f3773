import type { ReactNode } from 'react';

// The wallet form's field pieces; internal to the vehicle folder.

export interface InputProps {
  id: string;
  name: string;
  type: 'text';
  inputMode: 'numeric';
  autoComplete: 'off';
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export function NumberField({
  id,
  name,
  label,
  unit,
  error,
  children,
}: {
  id: string;
  name: string;
  label: string;
  unit: '$' | '%';
  error: string | undefined;
  children: (props: InputProps) => ReactNode;
}) {
  return (
    <div className="fc-field">
      <label htmlFor={id}>{label}</label>
      <span className={`fc-wallet__input fc-wallet__input--${unit === '$' ? 'money' : 'percent'}`}>
        <span className="fc-wallet__unit" aria-hidden="true">
          {unit}
        </span>
        {children({
          id,
          name,
          type: 'text',
          inputMode: 'numeric',
          autoComplete: 'off',
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${id}-error` : undefined,
        })}
      </span>
      {error && (
        <span id={`${id}-error`} className="fc-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

export function Choice<T extends string>({
  name,
  value,
  options,
  onChange,
}: {
  name: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="fc-wallet__choice">
      {options.map(([option, label]) => (
        <label key={option} className="fc-wallet__option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label}
        </label>
      ))}
    </div>
  );
}

export function TermSelect({
  id,
  name,
  label,
  value,
  options,
  format,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: number;
  options: readonly number[];
  format: (value: number) => string;
  onChange: (value: number) => void;
}) {
  // A wallet value missing from the choices (set on another device, say) is still shown, not silently changed.
  const choices = options.includes(value) ? options : [...options, value].sort((a, b) => a - b);
  return (
    <div className="fc-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {format(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
