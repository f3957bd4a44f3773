import type { ContractName, RawRequest, RequestPart } from './index';

/** A table row for one contract: requests and replies that must parse, and ones that must fail on a field. */
export interface ContractCase {
  valid: { request: RawRequest; parsed?: Partial<Record<RequestPart, unknown>> }[];
  reply: unknown;
  /** Reply headers that must parse (calls that declare them). */
  replyHeaders?: Record<string, string>;
  /** `field` as toApiError names it: `query.zip`, `body.dataMap.mobile_number`. */
  invalid: { rule: string; request: RawRequest; field: string }[];
  /** `path` as toApiError would name it for a reply: `listings[0].id` (without a part). */
  badReplies?: { rule: string; reply: unknown; path: string }[];
}

export type ContractCases<K extends ContractName> = Record<K, ContractCase>;
