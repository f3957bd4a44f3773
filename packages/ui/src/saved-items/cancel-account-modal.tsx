import { Modal } from '../modal';
import { type ButtonState, SubmitButton } from './submit-button';
import { GLOBAL_ALERT_TEXTS } from './texts';

export interface CancelAccountModalProps {
  /** Cancel every alert; the caller sends the store's `cancelAllAlerts({ kind, userId })`. */
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  /** The store's `cancelAlerts.success`: shows the success state. @default false */
  readonly success?: boolean;
  /** Which alerts go: the store's `CancelAlertsInput.kind`. @default 'vehicles' */
  readonly kind?: 'vehicles' | 'searches';
  /** The cancellation failed, e.g. the server-failure text. */
  readonly error?: string | null;
  /** 'loading' while the cancellation is sent. @default 'default' */
  readonly buttonState?: ButtonState;
  /** @default 'Cancel all alerts' */
  readonly heading?: string;
  /** Spec 000 section 8, cancelAlertsSuccess. @default 'We have successfully updated your preferences' */
  readonly successText?: string;
}

const WHAT = { vehicles: 'saved vehicles', searches: 'saved searches' } as const;

/** The cancel-account modal (spec 000 section 2): cancel all alerts; has a success state. */
export function CancelAccountModal({
  onConfirm,
  onClose,
  success = false,
  kind = 'vehicles',
  error,
  buttonState = 'default',
  heading = 'Cancel all alerts',
  successText = GLOBAL_ALERT_TEXTS.cancelAlertsSuccess,
}: CancelAccountModalProps) {
  return (
    <Modal title={heading} onClose={onClose} className="fc-cancel-account">
      {!success && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (buttonState === 'default') onConfirm();
          }}
        >
          <p>
            You will stop getting email and text alerts for all your {WHAT[kind]}. Your {WHAT[kind]} stay
            saved.
          </p>
          <div className="fc-saved-panel__actions">
            <SubmitButton state={buttonState} loadingLabel="Cancelling…" loadedLabel="Cancelled">
              Cancel all alerts
            </SubmitButton>
            <button type="button" className="fc-button fc-button--secondary" onClick={onClose}>
              Keep my alerts
            </button>
          </div>
          {error && (
            <p role="alert" className="fc-cancel-account__error">
              {error}
            </p>
          )}
        </form>
      )}
      <div role="status" className="fc-cancel-account__result">
        {success && <p>{successText}</p>}
      </div>
      {success && (
        <button type="button" className="fc-button" onClick={onClose}>
          Done
        </button>
      )}
    </Modal>
  );
}
