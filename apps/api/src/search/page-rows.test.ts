import { describe, expect, it } from 'vitest';
import { PageRows } from './page-rows';

describe('page rows kept between searches', () => {
  it('keeps a row until its listing is forgotten', () => {
    const rows = new PageRows<string>(10, 120_000, () => 0);
    rows.keep(
      [
        [1, 'one'],
        [2, 'two'],
      ],
      rows.mark(),
    );
    expect(rows.get(1)).toBe('one');
    rows.forget([1]);
    expect(rows.get(1)).toBeUndefined();
    expect(rows.get(2)).toBe('two');
  });

  it('does not keep rows read before a change was forgotten: they may be the rows as they were', () => {
    const rows = new PageRows<string>(10, 120_000, () => 0);
    const since = rows.mark();
    rows.forget([7]);
    rows.keep([[3, 'read before the change to 7']], since);
    expect(rows.get(3)).toBeUndefined();
    rows.keep([[3, 'read after']], rows.mark());
    expect(rows.get(3)).toBe('read after');
  });

  it('holds a row for the request cache time-to-live at most (what the change log does not name)', () => {
    let now = 0;
    const rows = new PageRows<string>(10, 120_000, () => now);
    rows.keep([[1, 'one']], rows.mark());
    now = 119_999;
    expect(rows.get(1)).toBe('one');
    now = 120_000;
    expect(rows.get(1)).toBeUndefined();
    expect(rows.size).toBe(0);
  });

  it('lets the least recently used row go first', () => {
    const rows = new PageRows<string>(2, 120_000, () => 0);
    rows.keep(
      [
        [1, 'one'],
        [2, 'two'],
      ],
      rows.mark(),
    );
    rows.get(1);
    rows.keep([[3, 'three']], rows.mark());
    expect([rows.get(1), rows.get(2), rows.get(3)]).toEqual(['one', undefined, 'three']);
  });

  it('keeps nothing when cleared or sized 0', () => {
    const rows = new PageRows<string>(10, 120_000, () => 0);
    rows.keep([[1, 'one']], rows.mark());
    rows.clear();
    expect(rows.get(1)).toBeUndefined();
    const none = new PageRows<string>(0);
    none.keep([[1, 'one']], none.mark());
    expect(none.size).toBe(0);
  });
});
