/**
 * npm run bench:web: Lighthouse figures of the main pages (home, product, category, search),
 * measured alone, three runs each, median, on the two ways the shop runs:
 *
 *   - the embedded default `npm start` serves (PGlite, demo catalogue), and
 *   - PostgreSQL with the bench catalogue (makers_pantry_bench, made by `npm run bench`); skipped
 *     with a note when that database does not exist yet.
 *
 *   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_RUNS          Lighthouse runs per page (default 3)
 *
 * Nothing else should run on the machine meanwhile: Lighthouse simulates a slow phone from
 * timings taken on this one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot, startShop } from './shop-server';
import { lighthouseFigures, mainPages, pageTable } from './web-performance';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const benchDatabase = Object.assign(new URL(serverUrl), {
  pathname: '/makers_pantry_bench',
}).toString();

async function benchCatalogueExists(): Promise<boolean> {
  const client = new pg.Client({ connectionString: benchDatabase });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    return (rows[0]?.n ?? 0) > 0;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function measureShop(label: string, env: Record<string, string>, port: number) {
  console.log(`bench:web: ${label}`);
  const shop = await startShop(env, port);
  try {
    const pages = await mainPages(shop.url);
    // One visit each first, so the figures are of a warm server, as shoppers meet it.
    for (const page of pages) await fetch(page.url);
    return `### ${label}\n\n${pageTable(await lighthouseFigures(pages, runs))}`;
  } finally {
    await shop.stop();
  }
}

const output = path.join(repoRoot, 'bench/output');
mkdirSync(output, { recursive: true });
const sections = [
  await measureShop(
    'Embedded default (PGlite, demo catalogue), as `npm start` serves it',
    {
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: path.join(output, 'web-embedded-data'),
      UPLOAD_DIR: path.join(output, 'web-embedded-uploads'),
    },
    3921,
  ),
];
if (await benchCatalogueExists())
  sections.push(
    await measureShop(
      'PostgreSQL, 100,000-product bench catalogue',
      {
        DATABASE_URL: benchDatabase,
        REDIS_URL: '',
        SEED_DEMO: 'false',
        UPLOAD_DIR: path.join(output, 'uploads'),
      },
      3922,
    ),
  );
else sections.push('PostgreSQL skipped: run `npm run bench` once to build makers_pantry_bench.');

const report = [
  `Date: ${new Date().toISOString().slice(0, 10)}. Command: \`npm run bench:web\` (Lighthouse ${runs} runs per page, mobile defaults, median; Debian's Chromium).`,
  '',
  ...sections.flatMap((section) => [section, '']),
].join('\n');
console.log(`\n${report}`);
writeFileSync(path.join(output, 'web.md'), report);
