// Numbers and dates as en-US prints them, without Intl. The first Intl formatter a page creates loads the
// browser's ICU locale data: tens of milliseconds of one task on a phone, before hydration can start (issue 11's
// total blocking time). The storefront prints one fixed locale, and the server and the browser must print the same
// text or hydration mismatches; so these few shapes are written out, and a test holds them equal to Intl's.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '1234567' → '1,234,567' (digits only). */
function groupThousands(digits: string): string {
  if (digits.length <= 3) return digits;
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return grouped;
}

/**
 * `value` rounded half away from zero to at most `decimals` places, on its shortest decimal form (as Intl does:
 * 1.005 is '1.01', not toFixed's '1.00'), printed with thousands separators and no trailing zeros.
 */
export function formatDecimal(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : value < 0 ? '-∞' : 'NaN';
  const negative = value < 0 || Object.is(value, -0);
  // Whole numbers (prices, mileages, counts: most of what a results page prints, on the server for every page)
  // need no rounding through their decimal text.
  if (Number.isSafeInteger(value)) return `${negative ? '-' : ''}${groupThousands(String(Math.abs(value)))}`;
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`);
  const [whole = '0', fraction] = (rounded >= 1e21 ? BigInt(rounded).toString() : String(rounded)).split('.');
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Whole US dollars: 18995 → '$18,995', -250 → '-$250'. */
export function formatDollars(dollars: number): string {
  const text = formatDecimal(dollars);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** A time as 'Mar 1, 2024', in UTC (the same on the server and in every browser's time zone). */
export function formatUtcDay(time: number): string {
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
