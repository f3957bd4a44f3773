import { describe, expect, it } from 'vitest';
import {
  findMalformedInput,
  LONE_SURROGATE_MESSAGE,
  MAX_INPUT_DEPTH,
  NUL_MESSAGE,
  refuseMalformedInput,
  TOO_DEEP_MESSAGE,
} from './refuse-malformed-input';

/** `levels` arrays inside one another, parsed from text as a body is: building it by recursion would overflow. */
const nestedArrays = (levels: number) => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`) as unknown;
const nestedObjects = (levels: number) =>
  JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`) as unknown;

describe('findMalformedInput', () => {
  it(`takes ${MAX_INPUT_DEPTH} levels of nesting and refuses one more, naming where it starts`, () => {
    expect(findMalformedInput(nestedArrays(MAX_INPUT_DEPTH), 'body')).toBeUndefined();
    expect(findMalformedInput(nestedObjects(MAX_INPUT_DEPTH), 'body')).toBeUndefined();
    expect(findMalformedInput({ x: nestedArrays(MAX_INPUT_DEPTH) }, 'body')).toEqual({
      field: `body.x${'[0]'.repeat(MAX_INPUT_DEPTH - 1)}`,
      message: TOO_DEEP_MESSAGE,
    });
    expect(findMalformedInput(nestedObjects(MAX_INPUT_DEPTH + 1), 'body')?.field).toBe(
      `body${'.a'.repeat(MAX_INPUT_DEPTH)}`,
    );
  });

  it('leaves a streamed body alone (the feed upload), however deep its internals nest', () => {
    const deep: Record<string, unknown> = {};
    let inner = deep;
    for (let level = 0; level < 100; level++) inner = inner.next = {} as Record<string, unknown>;
    class Stream {
      socket = deep;
    }
    expect(findMalformedInput(new Stream(), 'body')).toBeUndefined();
    expect(findMalformedInput({ upload: deep }, 'body')?.message).toBe(TOO_DEEP_MESSAGE);
  });

  it('walks an input a million levels deep without overflowing the stack', () => {
    expect(findMalformedInput(nestedArrays(1_000_000), 'body')?.message).toBe(TOO_DEEP_MESSAGE);
    expect(findMalformedInput(nestedObjects(200_000), 'body')?.message).toBe(TOO_DEEP_MESSAGE);
  });

  it('refuses an unpaired surrogate in a value or a key, and takes a paired one (an emoji)', () => {
    expect(findMalformedInput({ name: 'car \ud83d\ude97' }, 'body')).toBeUndefined();
    for (const text of ['\ud800', 'a\udc00', '\ude97\ud83d', 'x\ud83d'])
      expect(findMalformedInput({ list: ['ok', { note: text }] }, 'body')).toEqual({
        field: 'body.list[1].note',
        message: LONE_SURROGATE_MESSAGE,
      });
    expect(findMalformedInput({ params: { '\ud800': 1 } }, 'body')).toEqual({
      field: 'body.params',
      message: LONE_SURROGATE_MESSAGE,
    });
    expect(findMalformedInput('\ud800', 'query.zip')?.field).toBe('query.zip');
  });

  it('names the first problem in the input order, and NUL only when asked', () => {
    expect(findMalformedInput({ a: 'ok', b: '\ud800', c: '\udc00' }, 'body')?.field).toBe('body.b');
    expect(findMalformedInput({ a: 'x\u0000' }, 'body')).toBeUndefined();
    expect(findMalformedInput({ a: 'x\u0000' }, 'body', { nul: true })).toEqual({
      field: 'body.a',
      message: NUL_MESSAGE,
    });
  });
});

describe('refuseMalformedInput', () => {
  it('throws the 400 naming the field', () => {
    expect(() => refuseMalformedInput({ query: { zip: '78701' }, body: { searchName: '\ud800' } })).toThrow(
      expect.objectContaining({
        status: 400,
        reply: {
          error: {
            code: 'BAD_REQUEST',
            message: `body.searchName: ${LONE_SURROGATE_MESSAGE}`,
            field: 'body.searchName',
          },
        },
      }),
    );
    expect(() => refuseMalformedInput({ body: { searchName: 'Hondas' } })).not.toThrow();
  });
});
