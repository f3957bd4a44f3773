import { FocusTrap } from 'focus-trap-react';
import { type ReactNode, useId, useRef } from 'react';

export interface ModalProps {
  /** Shown as the dialog's heading and its accessible name. */
  readonly title: ReactNode;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Extra class on the dialog box, for a wider or narrower modal. */
  readonly className?: string;
  /** The close button's accessible label. @default 'Close' */
  readonly closeLabel?: string;
}

/**
 * The one dialog primitive every modal is built on. Rendered only while open (the caller decides), it traps
 * focus inside, closes on Escape or a backdrop click, and gives focus back to what had it when it closes.
 */
export function Modal({ title, onClose, children, className, closeLabel = 'Close' }: ModalProps) {
  const titleId = useId();
  // The trap reads its options once, when it activates: the latest onClose is read through a ref.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // Escape and an outside click ask the caller to close; the trap ends when the caller unmounts the modal. Ending
  // it here instead would call onClose again on unmount, so a modal that replaces another (e-mail sent, then its
  // confirmation) would close the new one as the old one goes.
  const requestClose = () => {
    closeRef.current();
    return false;
  };
  return (
    <FocusTrap
      focusTrapOptions={{
        escapeDeactivates: requestClose,
        clickOutsideDeactivates: requestClose,
        returnFocusOnDeactivate: true,
        // jsdom and server rendering lay nothing out: let the dialog itself take focus when nothing is tabbable.
        tabbableOptions: { displayCheck: 'none' },
        fallbackFocus: () => document.getElementById(titleId)?.closest('[role=dialog]') as HTMLElement,
      }}
    >
      <div className="fc-modal-backdrop">
        <div
          className={className ? `fc-modal ${className}` : 'fc-modal'}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <div className="fc-modal__header">
            <h2 id={titleId} className="fc-modal__title">
              {title}
            </h2>
            <button type="button" className="fc-modal__close" aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          </div>
          <div className="fc-modal__body">{children}</div>
        </div>
      </div>
    </FocusTrap>
  );
}
