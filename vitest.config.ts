import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { databaseFreeTestFiles } from './apps/server/src/test/database-use';

const server = {
  root: 'apps/server',
  include: ['src/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A worker runs its server files one after another in one process, so the app's modules are
  // imported and PGlite compiled once per worker rather than once per file: each project's run
  // took half the time (decision 041). Every file opens its own database and app and closes
  // them; the lint keeps module mocks, fake timers and environment changes out of these files.
  isolate: false,
};

/**
 * The server suite runs on PGlite; when TEST_DATABASE_URL is set (CI always sets it) its files
 * that open a database run again on real PostgreSQL, together with the concurrency tests
 * (*.pg.test.ts) that only a real server can show. The files that open none (pure rules, the
 * providers' HTTP clients, the PDF and photo helpers, the start-up in a process:
 * test/database-use.ts finds them) would only repeat the same run there, so they run once, on
 * PGlite (decision 072). Tests that need Redis (*.redis.test.ts) run when TEST_REDIS_URL is set,
 * in their own project.
 */
export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process, which mostly waits: on a 2-core
    // machine (CI) that is a single worker and half the machine idle. Test files never share a
    // database or a Redis key (harness.ts, the *.redis.test.ts prefixes), so two can run at once.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/domain',
      'apps/web',
      {
        test: {
          ...server,
          name: 'server',
          exclude: ['src/**/*.pg.test.ts', 'src/**/*.redis.test.ts'],
          // Migrates one PGlite database per run; each test file opens a copy of it.
          globalSetup: ['src/test/pglite-snapshot.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...server,
                name: 'server-postgres',
                // The PGlite snapshot's own check has nothing to check on PostgreSQL.
                exclude: [
                  'src/**/*.redis.test.ts',
                  'src/test/pglite-snapshot.test.ts',
                  ...databaseFreeTestFiles(fileURLToPath(new URL('apps/server', import.meta.url))),
                ],
                env: { DB_UNDER_TEST: 'postgres' },
                globalSetup: ['src/test/postgres-template.ts'],
              },
            },
          ]
        : []),
      // Limits shared between instances through Redis, when TEST_REDIS_URL is set (CI sets it).
      ...(process.env.TEST_REDIS_URL
        ? [{ test: { ...server, name: 'server-redis', include: ['src/**/*.redis.test.ts'] } }]
        : []),
    ],
  },
});
