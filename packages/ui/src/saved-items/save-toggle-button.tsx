export interface SaveToggleButtonProps {
  /** Whether the vehicle is saved (in the store's `savedListings`). */
  readonly saved: boolean;
  /** Called with the state the shopper asks for: true to save, false to unsave. */
  readonly onToggle: (save: boolean) => void;
  /** The vehicle's title, read after the label ("Save 2020 Honda Civic") so each card's button is told apart. */
  readonly vehicleTitle?: string;
  /** @default 'Save' */
  readonly saveLabel?: string;
  /** @default 'Saved' */
  readonly savedLabel?: string;
  readonly disabled?: boolean;
  readonly className?: string;
}

/** The heart on a listing card: a toggle button that saves or unsaves the vehicle. */
export function SaveToggleButton({
  saved,
  onToggle,
  vehicleTitle,
  saveLabel = 'Save',
  savedLabel = 'Saved',
  disabled,
  className,
}: SaveToggleButtonProps) {
  const label = saved ? savedLabel : saveLabel;
  const classes = ['fc-save-toggle', saved && 'fc-save-toggle--saved', className].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={saved}
      // The visible label starts the name, so voice control users can say what they see.
      aria-label={vehicleTitle ? `${label} ${vehicleTitle}` : undefined}
      disabled={disabled}
      onClick={() => onToggle(!saved)}
    >
      <svg className="fc-save-toggle__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.1 1.7-1.9 3.2-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="fc-save-toggle__label">{label}</span>
    </button>
  );
}
