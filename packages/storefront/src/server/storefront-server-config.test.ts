// @vitest-environment node
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readServerSettings } from './storefront-server-config';

const DEFAULTS = { port: 3000, clientId: 'atc' };

describe('readServerSettings: WORKERS', () => {
  it('runs one server process per core unless told', () => {
    expect(readServerSettings({}, DEFAULTS).workers).toBe(availableParallelism());
    expect(readServerSettings({ WORKERS: '3' }, DEFAULTS).workers).toBe(3);
    expect(readServerSettings({ WORKERS: '1' }, DEFAULTS).workers).toBe(1);
  });

  it('refuses a count that is not a whole number of at least one, naming the variable', () => {
    for (const value of ['0', '-2', '1.5', 'many']) {
      expect(() => readServerSettings({ WORKERS: value }, DEFAULTS)).toThrow(/WORKERS/);
    }
  });
});
