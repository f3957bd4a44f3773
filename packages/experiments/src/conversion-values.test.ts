import { describe, expect, it } from 'vitest';
import { CONVERSION_CASES } from './conversion-values.cases';
import {
  CONVERSION_EVENTS,
  CONVERSION_VALUES,
  type ConversionEvent,
  conversionValue,
  ExperimentsError,
} from './index';

describe('conversion values (spec 002 s9)', () => {
  it.each(CONVERSION_CASES)('$row: $event (updated wallet $hasUpdatedWallet) is worth $value', (entry) => {
    expect(conversionValue(entry.event, { hasUpdatedWallet: entry.hasUpdatedWallet })).toBe(entry.value);
  });

  it('has the spec table row by row, every event in exactly one row', () => {
    expect(CONVERSION_VALUES.map((row) => `| ${row.label} |`)).toEqual([
      '| Detail page view |',
      '| E-mail lead |',
      '| Chat, text dealer, phone call |',
      '| Save vehicle |',
      '| Share by e-mail or text |',
      '| Credit quote leads |',
      '| External dealer site |',
      '| Wallet pencil |',
      '| Wallet or NDS lead |',
      '| Sticky bar |',
    ]);
    for (const row of CONVERSION_VALUES) {
      const cell = row.withUpdatedWallet
        ? `${row.value} (${row.withUpdatedWallet} with updated wallet)`
        : `${row.value}`;
      expect(CONVERSION_CASES.map((entry) => entry.row)).toContain(`| ${row.label} | ${cell} |`);
    }
    expect(CONVERSION_VALUES.flatMap((row) => row.events).sort()).toEqual([...CONVERSION_EVENTS].sort());
    expect(new Set(CONVERSION_CASES.map((entry) => entry.event))).toEqual(new Set(CONVERSION_EVENTS));
  });

  it('throws UNKNOWN_CONVERSION_EVENT for an event outside the table', () => {
    expect(() => conversionValue('pageView' as ConversionEvent)).toThrow(ExperimentsError);
    expect(() => conversionValue('toString' as ConversionEvent)).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_CONVERSION_EVENT' }),
    );
  });
});
