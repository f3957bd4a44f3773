export type ContractErrorCode = 'MISSING_PARAM' | 'PATH_PARAMS_MISMATCH' | 'OUTSIDE_SERVICE_ROOT';

/** A contract was defined or used wrongly: a path parameter missing or undeclared, a path outside its service. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  readonly code: ContractErrorCode;
  /** The contract concerned. */
  readonly contract: string;

  constructor(code: ContractErrorCode, contract: string, message: string) {
    super(message);
    this.code = code;
    this.contract = contract;
  }
}
