/**
 * The model year on sale as the newest: next year's models arrive in the summer, so from July the next calendar
 * year's models are the current ones (ours: the spec only says pre-order is for "new models").
 */
export function currentModelYear(now: Date): number {
  return now.getUTCFullYear() + (now.getUTCMonth() >= 6 ? 1 : 0);
}
