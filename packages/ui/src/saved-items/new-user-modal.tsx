import type { ReactNode } from 'react';
import { Modal } from '../modal';

/** What a new account lets a shopper do (spec 000 section 1), in a shopper's words. */
export const NEW_USER_FEATURES: readonly string[] = Object.freeze([
  'Save vehicles and searches',
  'Get email or text alerts when prices drop or new matches are listed',
  'Keep a list of the cars you own',
  'Pick up where you left off with recently viewed cars and searches',
]);

export interface NewUserModalProps {
  readonly onClose: () => void;
  /** The main button; closes the modal when not given. */
  readonly onGetStarted?: () => void;
  /** Greets the shopper by name when given. */
  readonly firstName?: string;
  /** @default 'Welcome' (or 'Welcome, {firstName}') */
  readonly heading?: string;
  /** @default NEW_USER_FEATURES as a list */
  readonly children?: ReactNode;
  /** @default 'Get started' */
  readonly getStartedLabel?: string;
}

/** The new-user modal (spec 000 section 2), shown to a shopper the first time they sign in. */
export function NewUserModal({
  onClose,
  onGetStarted,
  firstName,
  heading = firstName ? `Welcome, ${firstName}` : 'Welcome',
  children,
  getStartedLabel = 'Get started',
}: NewUserModalProps) {
  return (
    <Modal title={heading} onClose={onClose} className="fc-new-user">
      {children ?? (
        <>
          <p>Your account is ready. Now you can:</p>
          <ul className="fc-new-user__features">
            {NEW_USER_FEATURES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="fc-button" onClick={onGetStarted ?? onClose}>
        {getStartedLabel}
      </button>
    </Modal>
  );
}
