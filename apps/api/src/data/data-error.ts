/** Why the data layer refused a call; callers match on `code`, never on the message. */
export type DataErrorCode = 'INVALID_OPTIONS' | 'DATABASE_NOT_EMPTY';

/** Misuse of the seeder or the generator (a bad option, seeding a database that has inventory). */
export class DataError extends Error {
  override readonly name = 'DataError';
  constructor(
    readonly code: DataErrorCode,
    message: string,
  ) {
    super(message);
  }
}
