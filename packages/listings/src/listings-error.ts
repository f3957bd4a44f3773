export type ListingsErrorCode = 'INVALID_OPTION';

/** Misuse of a listings function, such as a negative `maxImageCount`. Match on `code`, never on the message. */
export class ListingsError extends Error {
  constructor(
    readonly code: ListingsErrorCode,
    /** The option at fault. */
    readonly option: string,
    message: string,
  ) {
    super(message);
    this.name = 'ListingsError';
  }
}
