import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

const dialect = new PgDialect();

type Rows<T> = { rows: T[] };

/** The statement's name comes from its text, so different texts are different statements. */
const nameOf = (text: string) =>
  `p${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

/**
 * Drizzle's public prepare(name) is for query builders only; raw sql trees go through the
 * session's prepareQuery, pinned to the drizzle version prepared.test.ts names (decision 017).
 */
function run<T>(
  db: Executor,
  query: Query,
  name: string,
  values?: Record<string, unknown>,
): Promise<Rows<T>> {
  return db._.session
    .prepareQuery<{ execute: Rows<T>; all: unknown; values: unknown }>(
      query,
      undefined,
      name,
      false,
    )
    .execute(values);
}

/**
 * `execute` for a hot query, as a named prepared statement: each pooled PostgreSQL connection
 * parses it once and, after a few runs, keeps one plan for every value. An unnamed statement is
 * planned on every run, and for a page of search results or product cards planning cost about as
 * much as the run (docs/performance-history.md). PGlite runs it as `execute` does.
 */
export function executePrepared<T extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<Rows<T>> {
  const rendered = dialect.sqlToQuery(query);
  return run<T>(db, rendered, nameOf(rendered.sql));
}

/**
 * A hot statement whose text never changes, rendered once: `build` gives its SQL with
 * `sql.placeholder(name)` where the values go, and each run passes them by name. Rendering a
 * drizzle SQL tree to text on every request cost about as much as building it.
 */
export function preparedStatement<T extends Record<string, unknown>>(build: () => SQL) {
  let prepared: { query: Query; name: string } | undefined;
  return (db: Executor, values: Record<string, unknown>): Promise<Rows<T>> => {
    if (!prepared) {
      const query = dialect.sqlToQuery(build());
      prepared = { query, name: nameOf(query.sql) };
    }
    return run<T>(db, prepared.query, prepared.name, values);
  };
}

/**
 * A sub-select with `sql.placeholder`s, and the values for them: a choice of rows that another
 * statement is built around (a page of search results, which product-rows reads cards for).
 */
export interface SelectWithValues {
  readonly select: SQL;
  readonly values: Record<string, unknown>;
}

/**
 * A statement built around a sub-select, rendered and prepared once for each `select` object that
 * reaches it: callers keep one object per shape of their sub-select and pass new values each run.
 */
export function preparedAround<T extends Record<string, unknown>>(build: (select: SQL) => SQL) {
  const statements = new WeakMap<SQL, ReturnType<typeof preparedStatement<T>>>();
  return (db: Executor, { select, values }: SelectWithValues): Promise<Rows<T>> => {
    let statement = statements.get(select);
    if (!statement) statements.set(select, (statement = preparedStatement<T>(() => build(select))));
    return statement(db, values);
  };
}

/**
 * A query builder's statement, named by its text: for a read whose shape follows its request
 * (filters, sort), so each shape is parsed once per pooled connection, and planned once when
 * PostgreSQL finds one plan good for every value. Only for reads with few shapes: a value must
 * never be part of the text (lists of ids go as one array, db/int-array.ts).
 */
export function executeNamed<T>(builder: {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}): Promise<T> {
  return builder.prepare(nameOf(builder.toSQL().sql)).execute();
}
