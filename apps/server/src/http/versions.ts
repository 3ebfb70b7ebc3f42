import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from './errors';

/**
 * Optimistic versions, the one piece every hub write uses (decisions 025 and 055). A row the hub
 * edits carries `version`; an edit sends the version it was read at and is refused with 409
 * STALE_VERSION when someone changed the row since, so an operator reloads instead of silently
 * overwriting a colleague. The version moves by one with every hub edit, and only then: a
 * customer booking a slot's place does not make an operator's capacity edit stale.
 */
export function staleVersion(): AppError {
  return new AppError('STALE_VERSION');
}

/** Refuses an edit made on another version than the one stored (the row read FOR UPDATE). */
export function checkVersion(stored: { version: number }, sent: number): void {
  if (stored.version !== sent) throw staleVersion();
}

/** The SET value that moves a row's version by one in the edit's UPDATE. */
export function nextVersion(column: AnyColumn): SQL {
  return sql`${column} + 1`;
}

/**
 * For an UPDATE ... WHERE version = sent (no lock taken first): no row back means another edit
 * came first.
 */
export function updatedOnVersion<Row>(row: Row | undefined): Row {
  if (row === undefined) throw staleVersion();
  return row;
}
