import { CONTRACTS, type Contract } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { CALL_ROUTES } from './index';

const contracts = Object.values(CONTRACTS) as Contract[];

describe('CALL_ROUTES', () => {
  it.each(contracts.map((contract) => [contract.name, contract] as const))(
    '%s has its contract route',
    (name, contract) => {
      const forwarded = contract.headers?.shape['x-fwd-svc'] !== undefined;
      expect(CALL_ROUTES[name as keyof typeof CALL_ROUTES]).toEqual({
        method: contract.method,
        path: contract.path,
        auth: contract.auth,
        ...(forwarded && { forwarded: true }),
      });
    },
  );

  it('names no call that CONTRACTS does not have', () => {
    expect(Object.keys(CALL_ROUTES).sort()).toEqual(Object.keys(CONTRACTS).sort());
  });
});
