import { formatDecimal } from '../shared/en-us-format';

/** 1234 → '1,234' (one fixed locale: the server and the browser must print the same digits). */
export function formatCount(count: number): string {
  return formatDecimal(count);
}

/** `countText(1, 'car', 'cars')` → '1 car'; `countText(1234, 'car', 'cars')` → '1,234 cars'. */
export function countText(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
