// The one place that reads CSV syntax, on csv-parse (a maintained RFC 4180 parser), streamed so a large feed is
// never held in memory.
import { finished } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';

/** One CSV record and the physical line it starts on (1-based; the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** Text or UTF-8 bytes, whole or in chunks (a Node stream is an async iterable of Buffers). */
export type CsvInput =
  | string
  | Uint8Array
  | Iterable<string | Uint8Array>
  | AsyncIterable<string | Uint8Array>;

/** The file ends inside a quoted field: everything from `line` on is one unfinished value. */
export class CsvParseError extends Error {
  override readonly name = 'CsvParseError';
  readonly code = 'UNCLOSED_QUOTE';
  constructor(readonly line: number) {
    super(`A quoted field opened on line ${line} is never closed`);
  }
}

async function* chunksOf(input: CsvInput): AsyncGenerator<string | Uint8Array> {
  if (typeof input === 'string' || input instanceof Uint8Array) {
    yield input;
    return;
  }
  yield* input as AsyncIterable<string | Uint8Array>;
}

/**
 * Records of a CSV text, streamed: quoted fields may hold commas, doubled quotes and line breaks; CRLF, LF
 * and CR all end a record; a byte-order mark is dropped. A quote inside an unquoted field is kept as a
 * character (feeds write `19" wheels`): csv-parse's `relax_quotes`. Rows may have more or fewer fields than the
 * header (`relax_column_count`): the importer reports such a row instead of the parser refusing the file.
 */
export async function* parseCsv(input: CsvInput): AsyncGenerator<CsvRecord, void, undefined> {
  // Records are taken as csv-parse finds them (on_record runs inside each write), so every record before a
  // broken one is still read, and each record's first line is known: a record starts on the line after the
  // previous record's last line break (CRLF is one break).
  const found: CsvRecord[] = [];
  let line = 1;
  let failure: unknown;
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    on_record: (record: string[]) => {
      found.push({ line, fields: record });
      line += 1 + record.reduce((sum, field) => sum + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
      return null; // nothing goes to the readable side: the records are in `found`
    },
  });
  parser.on('error', (error) => {
    failure ??= error;
  });
  for await (const chunk of chunksOf(input)) {
    parser.write(chunk);
    yield* found.splice(0);
    if (failure) break;
  }
  if (!failure) {
    parser.end();
    await finished(parser, { readable: false }).catch((error: unknown) => {
      failure ??= error;
    });
    yield* found.splice(0);
  }
  if (failure instanceof CsvError && failure.code === 'CSV_QUOTE_NOT_CLOSED') throw new CsvParseError(line);
  if (failure) throw failure;
}
