/**
 * An object whose keys are in alphabetical (UTF-16 code unit) order. `Object.fromEntries` defines own data
 * properties, so a key such as `__proto__` stays an ordinary key instead of changing the prototype.
 *
 * JavaScript lists integer-like keys ('0', '7', '10') before all others, in numeric order, whatever the
 * insertion order; no object can do otherwise.
 */
export function fromSortedEntries<V>(entries: Iterable<readonly [string, V]>): Record<string, V> {
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
