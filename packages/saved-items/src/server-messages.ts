import type { ServerMessage } from './entities';

/** The panel's messages: at most one text per severity. */
export interface GroupedMessages {
  warning?: string;
  error?: string;
}

/** The line break that joins several messages of one severity. */
export const MESSAGE_SEPARATOR = '\n';

/**
 * Spec 000 section 5: "severities WARN (warning) and ERROR (error); several of the same severity are joined by
 * line breaks." Other severities and empty values are dropped; severity letter case is ignored.
 */
export function groupServerMessages(msgs: readonly ServerMessage[] | null | undefined): GroupedMessages {
  const warnings: string[] = [];
  const errors: string[] = [];
  for (const message of msgs ?? []) {
    const value = typeof message?.value === 'string' ? message.value.trim() : '';
    if (!value) continue;
    const severity = String(message.severity ?? '').toUpperCase();
    if (severity === 'WARN') warnings.push(value);
    else if (severity === 'ERROR') errors.push(value);
  }
  const grouped: GroupedMessages = {};
  if (warnings.length) grouped.warning = warnings.join(MESSAGE_SEPARATOR);
  if (errors.length) grouped.error = errors.join(MESSAGE_SEPARATOR);
  return grouped;
}

/** True when the grouped messages hold anything to show. */
export function hasMessages(messages: GroupedMessages): boolean {
  return messages.warning !== undefined || messages.error !== undefined;
}
