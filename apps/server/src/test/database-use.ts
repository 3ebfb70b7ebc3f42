import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which server test files open the database under test (decision 072). Only those have anything
 * to show on PostgreSQL, so the `server-postgres` project runs them and leaves out the rest, which
 * the `server` project runs once. A file opens it through the harness (a test shop or database, a
 * second instance), the checkout kit that takes a shop or `openDatabase` itself, or reads which
 * database runs or its address, and names it in its own text: these are the names looked for.
 * A shop started as a process (test/shop-process.ts) opens what its environment names, its own
 * PGlite folder unless the file hands it a database from the harness.
 *
 * Read by vitest.config.ts, so it imports nothing of vitest's or the app's. A file this reads
 * wrongly as free of a database fails on its first open (harness.ts asks the same question).
 */
const OPENS_A_DATABASE =
  /\b(openTestShop|openTestDatabase|anotherInstance|openDatabase|usesPostgres|DB_UNDER_TEST|TEST_DATABASE_URL)\b|\btest\/(harness|checkout-test-kit)\b/;

export const opensADatabase = (source: string) => OPENS_A_DATABASE.test(source);

/**
 * The test files under `root` (`src/...`, as vitest's include and exclude take them) that open
 * none; never a *.pg.test.ts, which only the PostgreSQL project runs.
 */
export function databaseFreeTestFiles(root: string): string[] {
  const source = path.join(root, 'src');
  return readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.pg.test.ts'))
    .filter((file) => !opensADatabase(readFileSync(path.join(source, file), 'utf8')))
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
    .sort();
}
