import { FocusTrap } from 'focus-trap-react';
import { type ReactNode, useId } from 'react';

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
  return (
    <FocusTrap
      focusTrapOptions={{
        escapeDeactivates: true,
        clickOutsideDeactivates: true,
        returnFocusOnDeactivate: true,
        onDeactivate: onClose,
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
