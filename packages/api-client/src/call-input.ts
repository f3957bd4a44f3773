import type { Contract, ContractRequestInput } from '@forecourt/contracts';

type Parts<C extends Contract> = ContractRequestInput<C>;
type Part = keyof Parts<Contract>;

/** The parts that have a schema, each optional when the schema accepts `undefined` or an empty object. */
type RequiredParts<C extends Contract> = {
  [K in Part as Parts<C>[K] extends undefined
    ? never
    : undefined extends Parts<C>[K]
      ? never
      : object extends Parts<C>[K]
        ? never
        : K]: Parts<C>[K];
};
type OptionalParts<C extends Contract> = {
  [K in Part as Parts<C>[K] extends undefined
    ? never
    : undefined extends Parts<C>[K]
      ? K
      : object extends Parts<C>[K]
        ? K
        : never]?: Parts<C>[K];
};

/**
 * `ContractRequestInput<C>` without the parts the call has no schema for: `{ query }` for a search,
 * `{ params }` for a wallet read. Parts whose fields are all optional may be left out.
 */
export type CallInput<C extends Contract> = RequiredParts<C> & OptionalParts<C>;

/** Per-call options. */
export interface CallOptions {
  /** Cancels the request (a query library's signal, a page leaving); not counted against the backend. */
  readonly signal?: AbortSignal;
  /**
   * Called with the headers of a success reply once its body passed the contract: the one way to read a reply
   * header, such as the `Location` of `createWallet`. Not called for an error or a breaker's fallback.
   * @default none
   */
  readonly onReplyHeaders?: (headers: Headers) => void;
}
