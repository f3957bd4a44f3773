import { wellFormed } from './slug';

/** A `%` that does not start the escape of an ASCII byte: a broken escape, or a byte of a multi-byte character. */
export const NOT_AN_ASCII_ESCAPE = /%(?![0-7][0-9A-Fa-f])/;

// The instance type, as packages without the DOM library (Node-only apps) see TextDecoder only as a value.
let utf8: InstanceType<typeof TextDecoder> | undefined;

const PERCENT = 0x25;

/** The value of a hexadecimal digit's character code, or -1. */
function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/**
 * Percent-decoding as the URL standard does it: each `%XX` is a byte, anything else (a bare `%`, `%zz`) stays,
 * and every invalid UTF-8 sequence is U+FFFD. Decoding run by run is the same as decoding the whole: a character
 * between runs is whole, so it never completes a sequence. Not `decodeURIComponent` in a `try`: the `URIError`
 * it throws for a broken escape costs some 10 µs, and a hundred `a=%FF` made a millisecond.
 */
function percentDecode(text: string): string {
  // "UTF-8 decode without BOM": a leading U+FEFF is kept, as URLSearchParams keeps it.
  utf8 ??= new TextDecoder('utf-8', { ignoreBOM: true });
  const bytes = new Uint8Array(Math.ceil(text.length / 3));
  let decoded = '';
  let copied = 0;
  let at = text.indexOf('%');
  while (at !== -1) {
    let end = at;
    let count = 0;
    while (end + 2 < text.length && text.charCodeAt(end) === PERCENT) {
      const high = hexValue(text.charCodeAt(end + 1));
      const low = hexValue(text.charCodeAt(end + 2));
      if (high === -1 || low === -1) break;
      bytes[count++] = high * 16 + low;
      end += 3;
    }
    if (count === 0) {
      at = text.indexOf('%', at + 1);
      continue;
    }
    decoded += text.slice(copied, at) + utf8.decode(bytes.subarray(0, count));
    copied = end;
    at = text.indexOf('%', end);
  }
  return decoded + text.slice(copied);
}

function formDecode(text: string): string {
  const plain = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!plain.includes('%')) return plain;
  // Escapes of ASCII bytes only (`%2C`): `decodeURIComponent` cannot throw on them, and is native.
  return NOT_AN_ASCII_ESCAPE.test(plain) ? percentDecode(plain) : decodeURIComponent(plain);
}

/**
 * The name-value pairs of a query string as the URL standard's form parser reads them (a leading `?`, empty
 * pairs skipped, `+` as a space, broken escapes kept, invalid UTF-8 as U+FFFD), or `undefined` when there are
 * more than `limit`, found before the rest is read. Not `URLSearchParams`: Node 20's takes some 13 µs for each
 * pair with an invalid escape (a thousand `a=%FF` took 13 ms) and misreads raw non-ASCII after one (`%FF中` as
 * `�-`).
 */
export function readSearchParams(search: string, limit: number): [string, string][] | undefined {
  const text = wellFormed(search);
  const pairs: [string, string][] = [];
  let start = text.startsWith('?') ? 1 : 0;
  while (start <= text.length) {
    let end = text.indexOf('&', start);
    if (end === -1) end = text.length;
    if (end > start) {
      if (pairs.length === limit) return undefined;
      const pair = text.slice(start, end);
      const equals = pair.indexOf('=');
      pairs.push(
        equals === -1
          ? [formDecode(pair), '']
          : [formDecode(pair.slice(0, equals)), formDecode(pair.slice(equals + 1))],
      );
    }
    start = end + 1;
  }
  return pairs;
}
