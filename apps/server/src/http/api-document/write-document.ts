import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';

/**
 * Writes the API document as the app makes it, without a server or a database on disk (`npm run
 * lint:api` lints what this writes): `tsx write-document.ts <file.json>`. Every route is
 * registered as in development, so the simulator's and the dev outbox's are in it too.
 */
const target = process.argv[2];
if (!target) throw new Error('Usage: write-document.ts <file.json>');

const scratch = mkdtempSync(path.join(tmpdir(), 'mp-api-document-'));
const database = openDatabase({});
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    UPLOAD_DIR: path.join(scratch, 'uploads'),
    PRIVATE_UPLOAD_DIR: path.join(scratch, 'private'),
  });
  const app = await buildApp({ config, database, webDist: path.join(scratch, 'no-web-app') });
  await app.ready();
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
}
