import fc from 'fast-check';
import type { TestUrl } from './valid-urls';

export type MutationKind =
  | 'drop'
  | 'duplicate'
  | 'swap'
  | 'replace'
  | 'insert'
  | 'upper'
  | 'lower'
  | 'flip-case'
  | 'truncate'
  | 'encode'
  | 'decode';

/**
 * One change to a URL, as data so fast-check can shrink it. Segment kinds (`drop`, `duplicate`, `swap`,
 * `replace`) work on the pathname's `/` segments or the query string's `&` pairs; the others on characters.
 * `at` and `to` are positions, taken modulo the length.
 */
export interface Mutation {
  kind: MutationKind;
  part: 'pathname' | 'search';
  at: number;
  to: number;
  text: string;
}

const JUNK_TEXT = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%00',
    '%C0%AF',
    '%2F',
    '%25',
    '%E0%A4%A',
    '..',
    '/',
    '//',
    '+',
    ' ',
    '\0',
    '\uD800',
  ),
  fc.constantFrom(
    '-',
    '-tx',
    '-78701',
    '12345',
    '1HGCM82633A004352',
    'honda',
    'used-cars',
    '__proto__',
    '&a=',
    '=',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }),
);

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<MutationKind>(
    'drop',
    'duplicate',
    'swap',
    'replace',
    'insert',
    'upper',
    'lower',
    'flip-case',
    'truncate',
    'encode',
    'decode',
  ),
  part: fc.constantFrom<Mutation['part']>('pathname', 'pathname', 'search'),
  at: fc.nat(),
  to: fc.nat(),
  text: JUNK_TEXT,
});

/** `%XX` of every UTF-8 byte of a character; a lone surrogate, which has none, as a broken `%ED%A0`. */
function percentEncode(character: string): string {
  try {
    const encoded = encodeURIComponent(character);
    if (encoded !== character) return encoded;
  } catch {
    return '%ED%A0';
  }
  return `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}

function segmentEdit(parts: string[], { kind, at, to, text }: Mutation): string[] {
  if (parts.length === 0) return kind === 'replace' || kind === 'duplicate' ? [text] : parts;
  const i = at % parts.length;
  const j = to % parts.length;
  const next = [...parts];
  if (kind === 'drop') next.splice(i, 1);
  else if (kind === 'duplicate') next.splice(i, 0, parts[i] as string);
  else if (kind === 'replace') next[i] = text;
  else [next[i], next[j]] = [parts[j] as string, parts[i] as string];
  return next;
}

function characterEdit(value: string, { kind, at, to, text }: Mutation): string {
  const i = value.length === 0 ? 0 : at % (value.length + 1);
  const end = Math.min(value.length, i + 1 + (to % 8));
  switch (kind) {
    case 'insert':
      return `${value.slice(0, i)}${text}${value.slice(i)}`;
    case 'upper':
      return `${value.slice(0, i)}${value.slice(i, end).toUpperCase()}${value.slice(end)}`;
    case 'lower':
      return `${value.slice(0, i)}${value.slice(i, end).toLowerCase()}${value.slice(end)}`;
    case 'flip-case':
      return [...value].map((c, k) => (k % 2 === at % 2 ? c.toUpperCase() : c.toLowerCase())).join('');
    case 'truncate':
      return value.slice(0, i);
    case 'encode': {
      const character = value.charAt(i);
      return character ? `${value.slice(0, i)}${percentEncode(character)}${value.slice(i + 1)}` : value;
    }
    default: {
      // decode: the first `%XX` from `at` on, whatever it decodes to (or the `%` alone when it does not).
      const percent = value.indexOf('%', i);
      if (percent === -1) return value;
      const escaped = value.slice(percent, percent + 3);
      let plain = escaped.slice(1);
      try {
        plain = decodeURIComponent(escaped);
      } catch {
        // an escape that is not UTF-8 on its own: the `%` goes
      }
      return `${value.slice(0, percent)}${plain}${value.slice(percent + 3)}`;
    }
  }
}

/** The URL with one mutation applied. */
export function mutate(url: TestUrl, change: Mutation): TestUrl {
  const segmentKind = ['drop', 'duplicate', 'swap', 'replace'].includes(change.kind);
  if (change.part === 'pathname') {
    const pathname = segmentKind
      ? segmentEdit(url.pathname.split('/'), change).join('/')
      : characterEdit(url.pathname, change);
    return { ...url, pathname };
  }
  const query = url.search.startsWith('?') ? url.search.slice(1) : url.search;
  const changed = segmentKind
    ? segmentEdit(query.split('&'), change).join('&')
    : characterEdit(query, change);
  return { ...url, search: changed === '' ? '' : `?${changed}` };
}
