/**
 * Product ids in ascending order, without repeats: which products hold a word.
 */
export type Postings = Int32Array;

export const NO_POSTINGS: Postings = new Int32Array(0);

/**
 * Walks a query's matches in id order, one at a time: a search needs only its first few hundred
 * candidates, so no list is read further than that (a word such as 'preserv', in every
 * description, would otherwise cost 100,000 steps).
 */
export interface Cursor {
  /** The first match at or after `id`, or Infinity; ids asked for never go down. */
  seek(id: number): number;
}

/** One word's list. */
export function listCursor(list: Postings): Cursor {
  let at = 0;
  return {
    seek(id) {
      // Gallop ahead, then halve: cheap both for a near match and a far one.
      let step = 1;
      let high = at;
      while (high < list.length && list[high]! < id) {
        at = high + 1;
        high += step;
        step *= 2;
      }
      high = Math.min(high, list.length);
      while (at < high) {
        const middle = (at + high) >>> 1;
        if (list[middle]! < id) at = middle + 1;
        else high = middle;
      }
      return at < list.length ? list[at]! : Infinity;
    },
  };
}

/** Ids in any of the cursors. */
export function anyOf(cursors: readonly Cursor[]): Cursor {
  if (cursors.length === 1) return cursors[0]!;
  // Each cursor's last answer: one at or past `id` is still its answer, so it is not asked again.
  // A prefix of one letter joins hundreds of lists, most of them far ahead.
  const heads = cursors.map(() => -1);
  return {
    seek(id) {
      let first = Infinity;
      for (let at = 0; at < cursors.length; at++) {
        if (heads[at]! < id) heads[at] = cursors[at]!.seek(id);
        first = Math.min(first, heads[at]!);
      }
      return first;
    },
  };
}

/** Ids in every cursor. */
export function allOf(cursors: readonly Cursor[]): Cursor {
  if (cursors.length === 1) return cursors[0]!;
  return {
    seek(id) {
      let candidate = id;
      for (let agreed = 0; agreed < cursors.length && candidate !== Infinity;) {
        const found = cursors[agreed]!.seek(candidate);
        if (found === candidate) agreed++;
        else {
          candidate = found;
          agreed = 0;
        }
      }
      return candidate;
    },
  };
}

/** The first `limit` ids of a cursor. */
export function firstIds(cursor: Cursor, limit: number): number[] {
  const ids: number[] = [];
  for (let id = cursor.seek(0); id !== Infinity && ids.length < limit; id = cursor.seek(id + 1))
    ids.push(id);
  return ids;
}
