import { COOKIES, type CookieJar } from '@forecourt/brand';

/** Testing overrides (spec 002 s4): flags and experiment variations a tester forces for one browser. */
export interface ForcedOverrides {
  features: Readonly<Record<string, boolean>>;
  experiments: Readonly<Record<string, string>>;
}

/** The query parameters that set the overrides (the spec names none; these are ours). */
export const FORCED_QUERY_PARAMS = Object.freeze({
  features: 'forceFeatures',
  experiments: 'forceExperiments',
} as const);

export const NO_FORCED_OVERRIDES: ForcedOverrides = Object.freeze({
  features: Object.freeze({}),
  experiments: Object.freeze({}),
});

/** A query as `URLSearchParams` or as a server framework's parsed object (first value of a list counts). */
export type QueryInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

const KEY = /^[A-Za-z0-9_.-]+$/;
const ON = new Set(['on', 'true', '1']);
const OFF = new Set(['off', 'false', '0']);

function entries(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[,|]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * `chat,!mobileChat,wallet:off` gives `{ chat: true, mobileChat: false, wallet: false }`. Entries are split on
 * `,` or `|`; `key`, `key:on|true|1` force a flag on, `!key`, `key:off|false|0` force it off. Anything else is
 * skipped; a later entry for the same key wins.
 */
export function parseForcedFeatures(text: string | undefined): Record<string, boolean> {
  const features: Record<string, boolean> = {};
  for (const entry of entries(text)) {
    const negated = entry.startsWith('!');
    const [key = '', setting, ...rest] = (negated ? entry.slice(1) : entry).split(':');
    if (!KEY.test(key) || rest.length > 0) continue;
    if (setting === undefined) features[key] = !negated;
    else if (!negated && ON.has(setting.toLowerCase())) features[key] = true;
    else if (!negated && OFF.has(setting.toLowerCase())) features[key] = false;
  }
  return features;
}

/** `checkout:b,hero:control` gives `{ checkout: 'b', hero: 'control' }`; malformed entries are skipped. */
export function parseForcedExperiments(text: string | undefined): Record<string, string> {
  const experiments: Record<string, string> = {};
  for (const entry of entries(text)) {
    const [key = '', variation = '', ...rest] = entry.split(':');
    if (KEY.test(key) && KEY.test(variation) && rest.length === 0) experiments[key] = variation;
  }
  return experiments;
}

/** The cookie form: `|` between entries, because RFC 6265 leaves `,` out of cookie values. */
export function formatForcedFeatures(features: Readonly<Record<string, boolean>>): string {
  return Object.entries(features)
    .map(([key, on]) => `${key}:${on ? 'on' : 'off'}`)
    .join('|');
}

export function formatForcedExperiments(experiments: Readonly<Record<string, string>>): string {
  return Object.entries(experiments)
    .map(([key, variation]) => `${key}:${variation}`)
    .join('|');
}

function queryValue(query: QueryInput | undefined, name: string): string | undefined {
  if (!query) return undefined;
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
  const value = query[name];
  return typeof value === 'string' ? value : value?.[0];
}

export interface ReadForcedOverridesOptions {
  cookies: CookieJar;
  /** The page's query. @default none */
  query?: QueryInput;
  /**
   * Writes a query override to its cookie (an empty parameter removes the cookie), so the next page keeps it.
   * @default true
   */
  persist?: boolean;
  /** False ignores every override (a production app that allows no testing overrides). @default true */
  enabled?: boolean;
}

/**
 * The overrides for this request. A query parameter, when present, replaces its cookie wholesale, so a tester
 * can drop one forced flag by sending the list without it, and clear all with an empty parameter.
 */
export function readForcedOverrides(options: ReadForcedOverridesOptions): ForcedOverrides {
  if (options.enabled === false) return NO_FORCED_OVERRIDES;
  const persist = options.persist ?? true;

  function read<T extends Record<string, unknown>>(
    param: string,
    cookieName: string,
    parse: (text: string | undefined) => T,
    format: (value: T) => string,
  ): T {
    const fromQuery = queryValue(options.query, param);
    if (fromQuery === undefined) return parse(options.cookies.get(cookieName));
    const value = parse(fromQuery);
    if (persist) {
      const text = format(value);
      if (text) options.cookies.set(cookieName, text);
      else options.cookies.remove(cookieName);
    }
    return value;
  }

  return {
    features: read(
      FORCED_QUERY_PARAMS.features,
      COOKIES.forcedFeatures.name,
      parseForcedFeatures,
      formatForcedFeatures,
    ),
    experiments: read(
      FORCED_QUERY_PARAMS.experiments,
      COOKIES.forcedExperiments.name,
      parseForcedExperiments,
      formatForcedExperiments,
    ),
  };
}
