import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { listenOnPostgres, type NoticeHandler } from './notices';

/**
 * The drizzle database, whichever driver is behind it. Typed as node-postgres because both drivers
 * answer `execute` with `{ rows }`, which is all raw queries here rely on.
 */
export type Db = NodePgDatabase;

/**
 * The database or a transaction open on it: every function on a write path takes one, so the
 * caller decides what runs together. Inside a transaction, use only the transaction (PGlite has a
 * single connection: touching the db there would wait forever). `_` carries the session, for
 * executePrepared.
 */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | '_'>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs work under the same lock on this database (a
   * PostgreSQL advisory lock, held on a connection of its own while `work` uses the pool). PGlite
   * belongs to one process, so there it just runs.
   */
  oneAtATime<T>(lock: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` until the returned function is called (db/notices.ts); PGlite hears
   * what its own connection sends, which is every instance it serves.
   */
  listen(
    channel: string,
    onNotice: NoticeHandler,
    onError: (error: unknown) => void,
  ): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Migrations sit beside this file in the source tree and are copied next to the bundle on build. */
export const migrationsFolder = process.env.MIGRATIONS_DIR ?? path.join(here, 'migrations');

export interface DatabaseOptions {
  /** postgres://... for PostgreSQL; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite only: start from this dumped data directory instead of an empty one. The tests open
   * each database from one migrated snapshot rather than run every migration again.
   */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
}

/** Any fixed number: the advisory lock that lets one instance at a time migrate a PostgreSQL database. */
const MIGRATION_LOCK = 0x6d70_6d67;

/** A session advisory lock on a connection of its own, for as long as `work` runs. */
async function underAdvisoryLock<T>(
  pool: pg.Pool,
  lock: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lock]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lock]);
    }
  } finally {
    client.release();
  }
}

/**
 * Instances started together (replicas of a deploy, the journeys' servers, `npm run migrate` run
 * by each) would each find the same migrations missing and run them at once; one of them then
 * fails on a table the other just made. The first takes a session lock and the rest wait for it,
 * then find nothing left to do.
 */
const migrateOneAtATime = (pool: pg.Pool) =>
  underAdvisoryLock(pool, MIGRATION_LOCK, (client) =>
    migrateNodePg(drizzleNodePg(client), { migrationsFolder }),
  );

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const url = options.url;
    const db = drizzleNodePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateOneAtATime(pool),
      listen: (channel, onNotice, onError) => listenOnPostgres(url, channel, onNotice, onError),
      oneAtATime: (lock, work) => underAdvisoryLock(pool, lock, work),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    listen: async (channel, onNotice) => {
      const stop = await client.listen(channel, onNotice);
      return () => stop();
    },
    oneAtATime: (_lock, work) => work(),
    close: () => client.close(),
    // Uncompressed: the tests load it once per file, and unpacking a tar is cheaper than gunzip.
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
