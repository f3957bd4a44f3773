/** The server's messages for a panel, one text per severity (the store's `GroupedMessages`). */
export interface PanelMessagesValue {
  readonly warning?: string;
  readonly error?: string;
}

export interface PanelMessagesProps {
  readonly messages?: PanelMessagesValue;
}

/**
 * Shows what the server returned for an update. Several messages of one severity arrive joined by line breaks
 * (spec 000 section 5); the CSS keeps those breaks. A warning is announced too: saving again overwrites.
 */
export function PanelMessages({ messages }: PanelMessagesProps) {
  if (!messages?.warning && !messages?.error) return null;
  return (
    <div className="fc-panel-messages">
      {messages.error && (
        <p role="alert" className="fc-panel-messages__item fc-panel-messages__item--error">
          {messages.error}
        </p>
      )}
      {messages.warning && (
        <p role="alert" className="fc-panel-messages__item fc-panel-messages__item--warning">
          {messages.warning}
        </p>
      )}
    </div>
  );
}
