import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { readTsquery, type QueryNode } from './tsquery-text';

let database: Database;
beforeAll(async () => {
  database = openDatabase({});
});
afterAll(async () => database.close());

/** The text PostgreSQL itself writes for a tsquery: what the reader is given in the shop. */
async function written(tsquery: string): Promise<string> {
  const result = await database.db.execute<{ text: string }>(
    sql`SELECT (${tsquery}::tsquery)::text AS text`,
  );
  return result.rows[0]!.text;
}

const word = (lexeme: string, prefix = false, weighted = false): QueryNode => ({
  kind: 'lexeme',
  lexeme,
  prefix,
  weighted,
});

describe('readTsquery', () => {
  it('reads and, or and parentheses with PostgreSQL binding (| looser than &)', async () => {
    const text = await written('cold & (press | process) & oil:* | ghee');
    expect(readTsquery(text)).toEqual({
      kind: 'or',
      children: [
        {
          kind: 'and',
          children: [
            word('cold'),
            { kind: 'or', children: [word('press'), word('process')] },
            word('oil', true),
          ],
        },
        word('ghee'),
      ],
    });
  });

  it('reads phrases at any distance, not, and weights', async () => {
    expect(readTsquery(await written('finger <-> millet <2> flour & !sugar:AB'))).toEqual({
      kind: 'and',
      children: [
        { kind: 'phrase', children: [word('finger'), word('millet'), word('flour')] },
        { kind: 'not', child: word('sugar', false, true) },
      ],
    });
    expect(readTsquery(await written('ragi:*A'))).toEqual(word('ragi', true, true));
  });

  it('keeps quotes, backslashes and hyphens inside a lexeme', async () => {
    const text = await written(String.raw`'o''reilly' & 'back\\slash' & 'cold-press'`);
    expect(readTsquery(text)).toEqual({
      kind: 'and',
      children: [word("o'reilly"), word('back\\slash'), word('cold-press')],
    });
  });

  it('answers null for the empty query and refuses text that is not a tsquery', async () => {
    expect(readTsquery(await written(''))).toBeNull();
    for (const broken of ["'open", "'a' &", "( 'a'", "'a' )", "'a' ~ 'b'"])
      expect(() => readTsquery(broken), broken).toThrow();
  });
});
