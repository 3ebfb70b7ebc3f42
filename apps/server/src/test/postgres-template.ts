import pg from 'pg';
import { openDatabase } from '../db/client';
import { templateName } from './template-name';

/** Vitest global setup for the PostgreSQL run: one migrated template that each test file clones. */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The PostgreSQL test run needs TEST_DATABASE_URL');
  const template = templateName(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const database = openDatabase({ url: url.toString(), poolSize: 1 });
  await database.migrate();
  await database.close();
}
