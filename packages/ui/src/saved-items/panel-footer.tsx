import { PanelMessages, type PanelMessagesValue } from './panel-messages';
import { type ButtonState, SubmitButton } from './submit-button';

export interface PanelFooterProps {
  readonly buttonState: ButtonState;
  readonly submitLabel: string;
  readonly successText: string;
  readonly onCancel: () => void;
  readonly messages?: PanelMessagesValue;
}

/**
 * The end of an edit form: the server's messages, Save and Cancel, and a status line that exists before the
 * save so that screen readers announce the success text when it appears.
 */
export function PanelFooter({ buttonState, submitLabel, successText, onCancel, messages }: PanelFooterProps) {
  return (
    <>
      <PanelMessages messages={messages} />
      <div className="fc-saved-panel__actions">
        <SubmitButton state={buttonState}>{submitLabel}</SubmitButton>
        <button type="button" className="fc-button fc-button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <p role="status" className="fc-saved-panel__status">
        {buttonState === 'loaded' ? successText : null}
      </p>
    </>
  );
}
