/** Spec 001 s5 and 000 s5: "A zip used for market lookup must be exactly five digits." */
export const ZIP_PATTERN = /^\d{5}$/;

/**
 * The spec says only that a bad zip gets "a message saying the zip is missing or invalid" (000 s5, 001 s8): the
 * wording is ours.
 */
export const ZIP_MESSAGES = {
  missing: 'Enter a ZIP code.',
  invalid: 'Enter a valid 5-digit ZIP code.',
} as const;

export interface ZipMessages {
  readonly missing: string;
  readonly invalid: string;
}

/** The message for a zip the shopper typed, or undefined when it is fine. Surrounding spaces are ignored. */
export function zipError(
  zip: string,
  required: boolean,
  messages: ZipMessages = ZIP_MESSAGES,
): string | undefined {
  const trimmed = zip.trim();
  if (trimmed === '') return required ? messages.missing : undefined;
  return ZIP_PATTERN.test(trimmed) ? undefined : messages.invalid;
}
