import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { PublicCache } from './http/public-cache';

/** What every module is given: no globals, so tests build as many apps as they like. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  publicCache: PublicCache;
  /** The clock; tests move it. */
  now: () => Date;
}
