/** A query as the server or the browser parsed it: values are text, lists of text, or absent. */
export type LocationQuery = Readonly<Record<string, unknown>>;

/** The first text value of a query key (`zip=78701&zip=53703` gives `78701`), trimmed; `undefined` if none. */
export function queryText(query: LocationQuery | undefined, key: string): string | undefined {
  const raw = query?.[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
