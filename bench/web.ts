/**
 * npm run bench:web: Lighthouse figures of the shop's main pages (home, product, category, search:
 * a phone, Lighthouse's mobile defaults) and the hub's busiest pages for ops (Today, the board,
 * batches, products: at desk size, logged in as ops), measured alone, three runs each, median, on
 * the two ways the shop runs:
 *
 *   - the embedded default `npm start` serves (PGlite, demo catalogue), and
 *   - PostgreSQL with the bench catalogue (makers_pantry_bench, made by `npm run bench`); skipped
 *     with a note when that database does not exist yet.
 *
 *   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_RUNS          Lighthouse runs per page (default 3)
 *   BENCH_WEB_PAGES     `shop` or `hub` to measure only those pages (default both)
 *   BENCH_WEB_PORT      the first of the two ports the shops listen on (default 3921)
 *
 * Nothing else should run on the machine meanwhile: Lighthouse simulates a slow phone from
 * timings taken on this one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { OPS_MOBILE, opsSession } from './order-board';
import { repoRoot, startShop } from './shop-server';
import { hubPages, lighthouseFigures, mainPages, pageTable } from './web-performance';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_WEB_PAGES;
const firstPort = Number(process.env.BENCH_WEB_PORT ?? 3921);
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

/** The demo ops login (README), through the dev outbox's OTP, as the web app stores it. */
async function demoOpsLogin(shopUrl: string): Promise<string> {
  const mobile = '9876543212';
  const post = (route: string, body: unknown) =>
    fetch(`${shopUrl}/api/users/${route}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('send-otp', { mobile });
  if (!sent.ok) throw new Error(`bench:web: the ops OTP was refused: ${await sent.text()}`);
  const { otp } = (await (await fetch(`${shopUrl}/api/dev/outbox/${mobile}/`)).json()) as {
    otp: string;
  };
  const login = await post('login', { mobile, otp });
  if (!login.ok) throw new Error(`bench:web: the ops login failed: ${await login.text()}`);
  return JSON.stringify(await login.json());
}

/** The bench catalogue has no demo users: an ops session written straight into its tables. */
async function benchOpsLogin(): Promise<string> {
  const client = new pg.Client({ connectionString: benchDatabase });
  await client.connect();
  try {
    const token = await opsSession(client);
    return JSON.stringify({
      mobile: OPS_MOBILE,
      firstName: 'Bench',
      lastName: 'Ops',
      email: '',
      token,
      roles: ['ops'],
    });
  } finally {
    await client.end();
  }
}

async function measureShop(
  label: string,
  env: Record<string, string>,
  port: number,
  opsLogin: (shopUrl: string) => Promise<string>,
) {
  console.log(`bench:web: ${label}`);
  const shop = await startShop(env, port);
  try {
    const pages = [
      ...(only === 'hub' ? [] : await mainPages(shop.url)),
      ...(only === 'shop' ? [] : hubPages(shop.url, await opsLogin(shop.url))),
    ];
    // One visit each first, so the figures are of a warm server, as shoppers meet it.
    for (const page of pages) await fetch(page.url);
    return `### ${label}\n\n${pageTable(await lighthouseFigures(pages, runs))}`;
  } finally {
    await shop.stop();
  }
}

const output = path.join(repoRoot, 'bench/output');
mkdirSync(output, { recursive: true });
const loadBefore = loadavg()[0]!.toFixed(1);
/**
 * The demo's pictures, which the embedded shop's seed writes. The bench catalogue's seed skips
 * them (without `--images`), but its products point at the same files: each picture
 * is named after a hash of its drawing (apps/server/src/demo/images.ts), so the PostgreSQL shop
 * serves them from here too, and its pages are measured with their pictures, as a shopper meets them.
 */
const demoPictures = path.join(output, 'web-embedded-uploads');
const sections = [
  await measureShop(
    'Embedded default (PGlite, demo catalogue), as `npm start` serves it',
    {
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: path.join(output, 'web-embedded-data'),
      UPLOAD_DIR: demoPictures,
    },
    firstPort,
    demoOpsLogin,
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
        UPLOAD_DIR: demoPictures,
      },
      firstPort + 1,
      benchOpsLogin,
    ),
  );
else sections.push('PostgreSQL skipped: run `npm run bench` once to build makers_pantry_bench.');

const report = [
  `Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Command: \`npm run bench:web\` (Lighthouse ${runs} runs per page, median; the shop's pages with mobile defaults, the hub's at desk size; Debian's Chromium). Load average (1 min) ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after.`,
  '',
  ...sections.flatMap((section) => [section, '']),
].join('\n');
console.log(`\n${report}`);
writeFileSync(path.join(output, 'web.md'), report);
