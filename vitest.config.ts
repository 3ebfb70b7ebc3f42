import { defineConfig } from 'vitest/config';

const server = {
  root: 'apps/server',
  include: ['src/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * The server suite runs on PGlite; when TEST_DATABASE_URL is set (CI always sets it) the same
 * suite runs again on real PostgreSQL, together with the concurrency tests (*.pg.test.ts) that
 * only a real server can show.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/web',
      { test: { ...server, name: 'server', exclude: ['src/**/*.pg.test.ts'] } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...server,
                name: 'server-postgres',
                env: { DB_UNDER_TEST: 'postgres' },
                globalSetup: ['src/test/postgres-template.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
