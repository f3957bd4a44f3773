// Formatting helpers shared by the vehicle components. Only the components that compute a figure (a chart, a
// price difference) format money themselves; every other value arrives already formatted from the page.

import { formatDecimal, formatDollars, formatUtcDay } from '../shared/en-us-format';

/** Whole US dollars: 18995 → '$18,995'. */
export function formatUsd(dollars: number): string {
  return formatDollars(dollars);
}

/** 12000 → '12,000'. */
export function formatNumber(value: number): string {
  return formatDecimal(value);
}

/** 7.05 → '7.05%', 6 → '6%'. */
export function formatPercent(value: number): string {
  return `${formatDecimal(value, 2)}%`;
}

/** An ISO date ('2024-03-01') → 'Mar 1, 2024'; anything unparsable is shown as given. */
export function formatIsoDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formatUtcDay(time);
}

/** '1 day' / '3 days'. */
export function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** Keeps the digits only: '(512) 555-0100' → '5125550100'. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

// Deliberately loose: the server validates for real; this only catches a missing @ or domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/** A US mobile number: ten digits, or eleven with the leading country code 1. */
export function isMobileNumber(text: string): boolean {
  const digits = digitsOnly(text);
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/**
 * React keys for display lists whose texts may repeat (two photos with one URL, two price changes on one day):
 * each text, with '#2', '#3', ... on its repeats. Stable as long as the list is, with no index as the key.
 */
export function uniqueKeys(texts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const count = (seen.get(text) ?? 0) + 1;
    seen.set(text, count);
    return count === 1 ? text : `${text}#${count}`;
  });
}
