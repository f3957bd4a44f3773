import { CONTRACTS, type ContractName } from '@forecourt/contracts';
import type { HttpHandler } from 'msw';
import { contractHandler, type MockOptions } from './contract-handler';
import { DEFAULT_ANSWERS } from './default-answers';
import type { MockAnswer } from './mock-types';

/** Answers that replace the defaults, by contract name. */
export type MockOverrides = { readonly [N in ContractName]?: MockAnswer<N> };

/**
 * One handler per contract of CONTRACTS: the default answer over the sample data, or the override given for it.
 * Give the list to msw's `setupServer(...handlers())` or to Storybook's `parameters.msw.handlers`.
 */
export function handlers(overrides: MockOverrides = {}, options: MockOptions = {}): HttpHandler[] {
  return (Object.keys(CONTRACTS) as ContractName[]).map((name) =>
    contractHandler(name, (overrides[name] ?? DEFAULT_ANSWERS[name]) as MockAnswer<typeof name>, options),
  );
}
