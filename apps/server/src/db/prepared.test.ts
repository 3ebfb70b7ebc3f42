import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import type { Database } from './client';
import { executePrepared, preparedStatement } from './prepared';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

const squares = (upTo: number) =>
  sql`SELECT n, n * n AS square, ARRAY[n, -n] AS pair, n % 2 = 0 AS even
    FROM generate_series(1, ${upTo}::int) AS n ORDER BY n`;

describe('the drizzle internals prepared.ts relies on (decision 017)', () => {
  it('is the drizzle version whose session.prepareQuery was read; an update must read it again', async () => {
    // Drizzle's public prepare(name) exists on query builders only, not for raw sql trees:
    // prepared.ts calls session.prepareQuery(query, fields, name, arrayMode). On a new version,
    // check that signature in pg-core/session.d.ts, then move this pin.
    const { npmVersion } = await import('drizzle-orm/version');
    expect(npmVersion).toBe('0.44.7');
    expect(typeof database.db._.session.prepareQuery).toBe('function');
  });
});

describe('executePrepared', () => {
  it('answers what execute answers, whatever the values', async () => {
    for (const upTo of [0, 1, 3]) {
      const prepared = await executePrepared(database.db, squares(upTo));
      const plain = await database.db.execute(squares(upTo));
      expect(prepared.rows).toEqual(plain.rows);
    }
    expect((await executePrepared(database.db, squares(2))).rows).toEqual([
      { n: 1, square: 1, pair: [1, -1], even: false },
      { n: 2, square: 4, pair: [2, -2], even: true },
    ]);
  });

  it('runs inside a transaction, on its connection', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMPORARY TABLE seen (n int) ON COMMIT DROP`);
      await tx.execute(sql`INSERT INTO seen VALUES (7)`);
      return (await executePrepared<{ n: number }>(tx, sql`SELECT n FROM seen`)).rows;
    });
    expect(rows).toEqual([{ n: 7 }]);
  });

  it('keeps one named statement per text on a PostgreSQL connection, none on PGlite', async () => {
    const named = await database.db.transaction(async (tx) => {
      // Texts that differ are statements of their own; the same text is parsed once.
      await executePrepared(tx, squares(1));
      await executePrepared(tx, squares(2));
      await executePrepared(tx, sql`SELECT 1 AS one`);
      const result = await tx.execute<{ statement: string }>(
        sql`SELECT statement FROM pg_prepared_statements ORDER BY statement`,
      );
      return result.rows.map((row) => row.statement.replace(/\s+/g, ' ').trim());
    });
    if (database.kind === 'pglite') {
      expect(named).toEqual([]);
      return;
    }
    expect(named).toContain('SELECT 1 AS one');
    expect(named.filter((statement) => statement.includes('generate_series'))).toHaveLength(1);
  });

  it('renders a statement with placeholders once and runs it with each value', async () => {
    let built = 0;
    const squaresUpTo = preparedStatement<{ n: number; square: number }>(() => {
      built++;
      return sql`SELECT n, n * n AS square FROM generate_series(1, ${sql.placeholder('upTo')}::int) AS n
        ORDER BY n`;
    });
    expect((await squaresUpTo(database.db, { upTo: 2 })).rows).toEqual([
      { n: 1, square: 1 },
      { n: 2, square: 4 },
    ]);
    expect((await squaresUpTo(database.db, { upTo: 3 })).rows).toHaveLength(3);
    expect((await squaresUpTo(database.db, { upTo: 0 })).rows).toEqual([]);
    expect(built).toBe(1);
  });
});
