import { useState } from 'react';
import { Modal } from '../modal';
import { TextField } from '../shared/text-field';
import type { ButtonState } from './submit-button';

/** One switch turned: the store's `ToggleAlertsInput` without `kind` and `bookmarkId`, which the caller adds. */
export interface AlertToggle {
  /** 'sms' is a text alert, as the store names it. */
  target: 'sms' | 'email';
  enabled: boolean;
  /** The phone typed in the modal, when turning text alerts on; absent when the field is empty. */
  phone?: string;
}

export interface AlertsModalProps {
  /** Whether e-mail alerts are on now (the bookmark's hasEmailAlerts or alert.sendEmailAlerts). */
  readonly emailAlerts: boolean;
  /** Whether text alerts are on now (the bookmark's hasTextAlerts or alert.sendTextAlerts). */
  readonly textAlerts: boolean;
  /** Called at each switch; the switches show the flags given, so they move once the server agrees. */
  readonly onToggle: (toggle: AlertToggle) => void;
  readonly onClose: () => void;
  /** The phone for text alerts, already formatted. */
  readonly defaultPhone?: string;
  /** E.g. 'Please enter a valid phone number.' */
  readonly phoneError?: string;
  /** E.g. "We're sorry, but we have encountered an error. Please try again later." */
  readonly error?: string | null;
  /** The result of the last switch, e.g. 'Text alerts enabled.', announced politely. */
  readonly confirmation?: string | null;
  /** 'loading' disables the switches while a change is sent. @default 'default' */
  readonly buttonState?: ButtonState;
  /** What the alerts are for, e.g. the vehicle's title or the search's name. */
  readonly itemTitle?: string;
  /** @default 'Alerts' */
  readonly heading?: string;
}

/** The alerts modal (spec 000 section 2): turn text or e-mail alerts on or off. */
export function AlertsModal({
  emailAlerts,
  textAlerts,
  onToggle,
  onClose,
  defaultPhone = '',
  phoneError,
  error,
  confirmation,
  buttonState = 'default',
  itemTitle,
  heading = 'Alerts',
}: AlertsModalProps) {
  const [phone, setPhone] = useState(defaultPhone);
  const busy = buttonState === 'loading';
  const typedPhone = phone.trim() || undefined;
  return (
    <Modal title={heading} onClose={onClose} className="fc-alerts-modal">
      {itemTitle && <p className="fc-alerts-modal__item">{itemTitle}</p>}
      <div className="fc-alerts-modal__switches" aria-busy={busy}>
        <label className="fc-check-field fc-check-field--switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={emailAlerts}
            checked={emailAlerts}
            disabled={busy}
            onChange={() => onToggle({ target: 'email', enabled: !emailAlerts })}
          />
          <span>Email alerts</span>
        </label>
        <label className="fc-check-field fc-check-field--switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={textAlerts}
            checked={textAlerts}
            disabled={busy}
            onChange={() =>
              onToggle(
                !textAlerts && typedPhone
                  ? { target: 'sms', enabled: true, phone: typedPhone }
                  : { target: 'sms', enabled: !textAlerts },
              )
            }
          />
          <span>Text alerts</span>
        </label>
      </div>
      <TextField
        label="Mobile phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="Needed to turn text alerts on."
        value={phone}
        onChange={setPhone}
        error={phoneError}
        disabled={busy}
      />
      {error && (
        <p role="alert" className="fc-alerts-modal__error">
          {error}
        </p>
      )}
      <p role="status" className="fc-alerts-modal__confirmation">
        {confirmation}
      </p>
    </Modal>
  );
}
