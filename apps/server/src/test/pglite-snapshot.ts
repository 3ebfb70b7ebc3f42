import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) that openTestDatabase starts each database from. */
    pgliteSnapshot?: string;
  }
}

/**
 * Vitest global setup for the PGlite run, the twin of postgres-template.ts: run every migration
 * once per run on an empty database and hand the test files its data directory. Opening a
 * database from it skips PGlite's initdb and the migrations, which each file otherwise paid.
 */
export default async function setup(project: TestProject) {
  const database = openDatabase({});
  try {
    await database.migrate();
    const snapshot = await database.dumpDataDir!();
    const folder = mkdtempSync(path.join(tmpdir(), 'mp-pglite-snapshot-'));
    const file = path.join(folder, 'migrated.tar');
    writeFileSync(file, new Uint8Array(await snapshot.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    return () => rmSync(folder, { recursive: true, force: true });
  } finally {
    await database.close();
  }
}
