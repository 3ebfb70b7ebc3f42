import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { opensADatabase } from './database-use';
import { templateName } from './template-name';

/**
 * Each test file gets its own empty, migrated database: PGlite in memory by default (loaded from
 * the run's migrated snapshot, see pglite-snapshot.ts), or a fresh PostgreSQL database cloned from
 * a migrated template when the suite runs with DB_UNDER_TEST=postgres (TEST_DATABASE_URL names the
 * server). Tests build their own data on top.
 */
export interface TestShop {
  app: App;
  database: Database;
  clock: TestClock;
  close(): Promise<void>;
}

export class TestClock {
  constructor(public current = new Date('2026-11-20T04:30:00.000Z')) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const usesPostgres = () => process.env.DB_UNDER_TEST === 'postgres';

export async function openTestDatabase(): Promise<{
  database: Database;
  drop(): Promise<void>;
  /** The PostgreSQL database's URL, for a server run as a child process (undefined on PGlite). */
  url?: string;
}> {
  refuseUnlistedOpen();
  if (!usesPostgres()) {
    const database = openDatabase({ loadDataDir: await migratedSnapshot() });
    // On the snapshot this finds nothing left to do (a migration written since a watch run began
    // is still applied); without one, as when no global setup ran, it migrates the empty database.
    await database.migrate();
    // Files share their worker's process (vitest.config.ts): a database left open would stay.
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('DB_UNDER_TEST=postgres needs TEST_DATABASE_URL');
  const name = `mp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName(serverUrl)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await dropWhenIdle(serverUrl, name);
    },
  };
}

/**
 * The PostgreSQL run takes only the files that name a way of opening a database (database-use.ts);
 * one that opens it through some helper of its own would pass here and be left out there unseen.
 */
const checkedFiles = new Map<string, boolean>();
function refuseUnlistedOpen() {
  const file = expect.getState().testPath;
  if (!file) return;
  if (!checkedFiles.has(file)) checkedFiles.set(file, opensADatabase(readFileSync(file, 'utf8')));
  if (!checkedFiles.get(file))
    throw new Error(
      `${file} opens a database but names none of the ways test/database-use.ts looks for, so the PostgreSQL run would leave it out: call the harness from the file itself`,
    );
}

/** Read once per test file; a file that opens several databases loads each from the same bytes. */
let snapshot: Promise<Blob | undefined> | undefined;
function migratedSnapshot() {
  const file = inject('pgliteSnapshot');
  snapshot ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return snapshot;
}

/**
 * pool.end() resolves before its sockets are gone; DROP ... WITH (FORCE) would then kill them and
 * surface as unhandled 57P01 errors. So wait for the last connections to leave, then drop.
 */
export async function dropWhenIdle(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006') throw error; // still in use
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export interface TestShopOptions {
  env?: Record<string, string>;
  /** Fakes or specially configured providers (a failing SMS sender, a Redis limiter). */
  sms?: BuildOptions['sms'];
  limits?: BuildOptions['limits'];
  geocoder?: BuildOptions['geocoder'];
  payments?: BuildOptions['payments'];
  webDist?: BuildOptions['webDist'];
  /** A log to read back (request lines); none by default. */
  logger?: BuildOptions['logger'];
  readiness?: BuildOptions['readiness'];
  open?: typeof openTestDatabase;
}

export async function openTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const { env = {}, open = openTestDatabase, ...providers } = options;
  const { database, drop } = await open();
  const clock = new TestClock();
  const app = await buildApp({ config: testConfig(env), database, now: clock.now, ...providers });
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * `call(method, url, login?, payload?)`: one JSON request to the test shop, with a login's token
 * header or as nobody. `shop` is read at each call, so it may be opened in a beforeAll.
 */
export const caller =
  (shop: () => TestShop) =>
  (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    login?: { headers: object },
    payload?: object,
  ) =>
    shop().app.inject({
      method,
      url,
      headers: (login?.headers ?? {}) as Record<string, string>,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });

const testConfig = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'mp-uploads-')),
    PRIVATE_UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'mp-private-')),
    ...env,
  });

/**
 * A second server instance on the shop's database and clock, with caches and a search index of
 * its own: what one instance changes, the other must see. Closed by the caller, before the shop.
 * Also the cheap way to try several settings: an app per setting on one database.
 */
export async function anotherInstance(
  shop: TestShop,
  env: Record<string, string> = {},
  providers: Pick<BuildOptions, 'webDist'> = {},
) {
  const app = await buildApp({
    config: testConfig(env),
    database: shop.database,
    now: shop.clock.now,
    ...providers,
  });
  await app.ready();
  return app;
}
