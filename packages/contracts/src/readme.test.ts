import { describe, expect, it } from 'vitest';
import readme from '../README.md?raw';
import { CONTRACTS, type Contract } from './index';

/** The rows of the README's table of calls: call, method, path, spec, auth. */
function callRows(text: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim().replace(/^`|`$/g, ''));
    const [name, method] = [cells[1], cells[2]];
    if (name !== undefined && method !== undefined && /^(GET|POST|PUT|PATCH|DELETE)$/.test(method))
      rows.set(name, cells.slice(2, 6));
  }
  return rows;
}

describe('README', () => {
  const rows = callRows(readme);

  it('lists every call once', () => {
    expect([...rows.keys()].sort()).toEqual(Object.keys(CONTRACTS).sort());
  });

  it.each(
    Object.values(CONTRACTS as Record<string, Contract>).map((contract) => ({
      name: contract.name,
      contract,
    })),
  )('$name: method, path, spec and auth as the contract has them', ({ name, contract }) => {
    expect(rows.get(name)).toEqual([contract.method, contract.path, contract.spec, contract.auth]);
  });
});
