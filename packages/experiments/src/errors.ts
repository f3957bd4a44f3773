export type ExperimentsErrorCode =
  | 'UNKNOWN_CONVERSION_EVENT'
  | 'UNKNOWN_METRIC'
  | 'INVALID_METRIC_VALUE'
  | 'MANAGER_STOPPED';

/**
 * A caller mistake: an event or metric name outside the spec's tables, a metric value that is not a number, a
 * datafile manager started again after `stop()`. Expected outcomes (a datafile that fails to load, an
 * analytics listener that never appears) are values or log lines, never this.
 */
export class ExperimentsError extends Error {
  override readonly name = 'ExperimentsError';
  readonly code: ExperimentsErrorCode;

  constructor(code: ExperimentsErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
