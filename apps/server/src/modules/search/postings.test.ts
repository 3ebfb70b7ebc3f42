import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allOf, anyOf, firstIds, listCursor } from './postings';

const idList = fc
  .uniqueArray(fc.integer({ min: 1, max: 400 }), { maxLength: 120 })
  .map((ids) => Int32Array.from(ids.sort((a, b) => a - b)));

const ascending = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

describe('cursors over id lists', () => {
  it('seek finds the first id at or after the one asked for, near or far', () => {
    const cursor = listCursor(Int32Array.from([2, 3, 5, 8, 13, 21, 34, 55, 89]));
    expect([
      cursor.seek(0),
      cursor.seek(3),
      cursor.seek(4),
      cursor.seek(56),
      cursor.seek(90),
    ]).toEqual([2, 3, 5, 89, Infinity]);
  });

  it('allOf walks the ids every list holds, anyOf those any list holds, in order', () => {
    fc.assert(
      fc.property(
        fc.array(idList, { minLength: 1, maxLength: 40 }),
        fc.nat(150),
        (lists, limit) => {
          const every = lists.reduce(
            (kept, list) => kept.filter((id) => list.includes(id)),
            [...lists[0]!],
          );
          const some = ascending(new Set(lists.flatMap((list) => [...list])));
          expect(firstIds(allOf(lists.map(listCursor)), limit)).toEqual(every.slice(0, limit));
          expect(firstIds(anyOf(lists.map(listCursor)), limit)).toEqual(some.slice(0, limit));
        },
      ),
    );
  });

  it('nests: (a and (b or c)) as set logic says', () => {
    fc.assert(
      fc.property(idList, idList, idList, (a, b, c) => {
        const expected = [...a].filter((id) => b.includes(id) || c.includes(id));
        const cursor = allOf([listCursor(a), anyOf([listCursor(b), listCursor(c)])]);
        expect(firstIds(cursor, 1_000)).toEqual(expected);
      }),
    );
  });

  it('anyOf nothing finds nothing', () => {
    expect(firstIds(anyOf([]), 10)).toEqual([]);
  });
});
