import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

const dialect = new PgDialect();

/**
 * `execute` for a hot query, as a named prepared statement: each pooled PostgreSQL connection
 * parses it once and, after a few runs, keeps one plan for every value. An unnamed statement is
 * planned on every run, and for a page of search results or product cards the planning cost more
 * than the run (docs/performance.md). PGlite runs it as `execute` does.
 *
 * The name comes from the statement's text, so any text may be passed: queries that differ in
 * shape (how many groups a page reads) are simply different statements.
 */
export async function executePrepared<T extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<{ rows: T[] }> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `p${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  const prepared = db._.session.prepareQuery<{
    execute: { rows: T[] };
    all: unknown;
    values: unknown;
  }>({ sql: text, params }, undefined, name, false);
  return prepared.execute();
}
