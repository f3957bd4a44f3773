import type { ContractName, ContractRequest, Contracts } from '@forecourt/contracts';
import type { z } from 'zod';
import type { MockReply } from './mock-reply';

/** A reply body as a fixture writes it: the contract's reply before parsing (defaults may be left out). */
export type MockBody<N extends ContractName> = z.input<Contracts[N]['reply']>;

/** What a resolver is given: the request as its contract parsed it, and the request itself. */
export type MockCall<N extends ContractName> = ContractRequest<Contracts[N]> & { readonly request: Request };

/** Computes the answer to one request: a body, or a MockReply (an error, a wait, reply headers). */
export type MockResolver<N extends ContractName> = (
  call: MockCall<N>,
) => MockBody<N> | MockReply | Promise<MockBody<N> | MockReply>;

/** What answers a call: a body, a MockReply, or a resolver giving either. */
export type MockAnswer<N extends ContractName> = MockBody<N> | MockReply | MockResolver<N>;

/** An answer per contract named in `K`. */
export type MockAnswers<K extends ContractName = ContractName> = { readonly [N in K]: MockAnswer<N> };
