import type { ReactNode } from 'react';

export interface ToastProps {
  /** The store's `showToast`. The live region stays in the page while closed, so a new toast is announced. */
  readonly open: boolean;
  readonly message: ReactNode;
  /** Shows a dismiss button. The caller also times the dismissal. */
  readonly onDismiss?: () => void;
  /** @default 'Dismiss' */
  readonly dismissLabel?: string;
}

/** The toast (spec 000 section 2): a transient confirmation, announced politely. */
export function Toast({ open, message, onDismiss, dismissLabel = 'Dismiss' }: ToastProps) {
  return (
    <div className="fc-toast-region" role="status" aria-live="polite">
      {open && (
        <div className="fc-toast">
          <span className="fc-toast__message">{message}</span>
          {onDismiss && (
            <button type="button" className="fc-toast__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
              ×
            </button>
          )}
        </div>
      )}
    </div>
  );
}
