import { describe, expect, it } from 'vitest';
import { INVALID_DATAFILES, SAMPLE_DATAFILE } from './datafile.cases';
import { parseDatafile } from './index';

describe('parseDatafile', () => {
  it('accepts a well-formed datafile as it is', () => {
    expect(parseDatafile(JSON.parse(JSON.stringify(SAMPLE_DATAFILE)))).toEqual({
      success: true,
      datafile: SAMPLE_DATAFILE,
    });
  });

  it('reads a numeric revision as a string, missing lists as empty and a missing status as running', () => {
    const result = parseDatafile({
      revision: 7,
      experiments: [
        { key: 'x', variations: [{ key: 'a' }], trafficAllocation: [{ variation: 'a', endOfRange: 1 }] },
      ],
    });
    expect(result).toMatchObject({
      success: true,
      datafile: { revision: '7', features: [], experiments: [{ key: 'x', status: 'running' }] },
    });
  });

  it.each(INVALID_DATAFILES)('refuses a datafile with $why', ({ input, message }) => {
    expect(parseDatafile(input)).toEqual({ success: false, message });
  });
});
