import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvParseError, type CsvRecord, parseCsv } from './index';

async function records(input: Parameters<typeof parseCsv>[0]): Promise<CsvRecord[]> {
  const list: CsvRecord[] = [];
  for await (const record of parseCsv(input)) list.push(record);
  return list;
}

describe('parseCsv (RFC 4180)', () => {
  it.each([
    [
      'plain fields',
      'a,b,c\n1,2,3\n',
      [
        [1, ['a', 'b', 'c']],
        [2, ['1', '2', '3']],
      ],
    ],
    [
      'CRLF line ends and no final line end',
      'a,b\r\n1,2',
      [
        [1, ['a', 'b']],
        [2, ['1', '2']],
      ],
    ],
    [
      'a quoted comma and a doubled quote',
      'x,"$39,998 ","say ""hi"""\n',
      [[1, ['x', '$39,998 ', 'say "hi"']]],
    ],
    [
      'a line break inside quotes (the record keeps its first line)',
      'a,"one\r\ntwo"\nb,c\n',
      [
        [1, ['a', 'one\r\ntwo']],
        [3, ['b', 'c']],
      ],
    ],
    ['empty fields', ',,\n', [[1, ['', '', '']]]],
    [
      'a blank line',
      'a\n\nb\n',
      [
        [1, ['a']],
        [2, ['']],
        [3, ['b']],
      ],
    ],
    ['a byte-order mark', '\ufeffYear,Make\n', [[1, ['Year', 'Make']]]],
    ['a quote inside an unquoted field kept as is', '19" wheels,x\n', [[1, ['19" wheels', 'x']]]],
    ['the placeholder dash as text', 'Gray,–\n', [[1, ['Gray', '–']]]],
  ])('reads %s', async (_, text, expected) => {
    expect(await records(text)).toEqual(expected.map(([line, fields]) => ({ line, fields })));
  });

  it('reads a stream whose chunks split fields, CRLF pairs and UTF-8 characters', async () => {
    const bytes = new TextEncoder().encode('a,"b,\r\nc"\r\nGray,–\r\n');
    const chunks = [...bytes].map((byte) => Uint8Array.of(byte));
    expect(await records(chunks)).toEqual([
      { line: 1, fields: ['a', 'b,\r\nc'] },
      { line: 3, fields: ['Gray', '–'] },
    ]);
  });

  it('throws CsvParseError with the line of a quote that never closes', async () => {
    const error = await records('a,b\n1,"open\n2,3\n').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CsvParseError);
    expect(error).toMatchObject({ code: 'UNCLOSED_QUOTE', line: 2 });
  });

  it('gives back any table it is given, written the RFC 4180 way', async () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', '1', ',', '"', '\n', '\r\n', ' ', '–', '$') });
    const table = fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(table, async (rows) => {
        const text = rows
          .map((row) => row.map((value) => `"${value.replace(/"/g, '""')}"`).join(','))
          .join('\r\n');
        expect((await records(text)).map((record) => record.fields)).toEqual(rows);
      }),
      { numRuns: 200 },
    );
  });
});
