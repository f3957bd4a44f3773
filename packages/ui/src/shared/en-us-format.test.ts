import { describe, expect, it } from 'vitest';
import { formatDecimal, formatDollars, formatUtcDay } from './en-us-format';

// The contract: exactly what Intl's en-US formatters print (the server and browsers used to print with them).
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoPlaces = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A deterministic spread of values: small, large, negative, with fractions at every scale. */
function* sampleNumbers(count: number): Generator<number> {
  let seed = 12;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(next() * 10);
    const value = next() * magnitude * (next() < 0.2 ? -1 : 1);
    yield next() < 0.5 ? Math.round(value) : Number(value.toFixed(Math.floor(next() * 5)));
  }
}

const EDGES = [
  0, -0, 1, 999, 1000, 1005, 0.5, 1.5, 2.5, -0.5, -2.5, 1.005, 2.675, 7.05, 6, 0.125, 999999.995, 1e9,
];

describe('en-US formatting without Intl', () => {
  it('prints whole numbers as Intl does, with thousands separators and half away from zero', () => {
    for (const value of [...EDGES, ...sampleNumbers(20_000)])
      expect(formatDecimal(value)).toBe(integer.format(value));
  });

  it('prints up to two decimals as Intl does (7.05 → 7.05, 6 → 6, 1.005 → 1.01)', () => {
    for (const value of [...EDGES, ...sampleNumbers(20_000)])
      expect(formatDecimal(value, 2)).toBe(twoPlaces.format(value));
  });

  it("prints whole US dollars as Intl's currency format does ('$18,995', '-$250')", () => {
    for (const value of [...EDGES, 18995, -250, ...sampleNumbers(20_000)])
      expect(formatDollars(value)).toBe(usd.format(value));
  });

  it("prints a day as 'Mar 1, 2024' in UTC, as Intl does", () => {
    const start = Date.UTC(1990, 0, 1);
    for (let time = start; time < Date.UTC(2040, 0, 1); time += 86_400_000 * 7 + 3_599_000)
      expect(formatUtcDay(time)).toBe(day.format(time));
  });
});
