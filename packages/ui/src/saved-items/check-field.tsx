export interface CheckFieldProps {
  readonly label: string;
  readonly name: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
}

/** An on/off setting (an alert flag) as a labelled checkbox: Space toggles it from the keyboard. */
export function CheckField({ label, name, checked, onChange, disabled }: CheckFieldProps) {
  return (
    <label className="fc-check-field">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
