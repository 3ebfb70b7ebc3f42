/**
 * npm run bench: load figures of the hot API paths on PostgreSQL with a large catalogue, the same
 * for a bare Fastify route (the machine's ceiling), the shop's peak memory, and Lighthouse figures
 * of the main pages. It prints figures; it never fails on a threshold.
 *
 *   BENCH_DATABASE_URL  PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres);
 *                       the catalogue goes into its own database, makers_pantry_bench
 *   BENCH_DATABASE      the database the catalogue goes into (default makers_pantry_bench)
 *   BENCH_PRODUCTS      catalogue size (default 100000); rebuilt only when the size differs
 *   BENCH_SECONDS       seconds per load run (default 8)
 *   BENCH_SKIP_LIGHTHOUSE=1  load figures only
 *   BENCH_ONLY=hub      the hub's figures alone (its lists, the orders board, the manifest, approval to shop)
 *   BENCH_ONLY=proxy    the runs through nginx alone (1 and 2 instances), to bench/output/proxy.md
 *   BENCH_ONLY=memory   peak memory under photos, documents and the manifests of 200 and 500
 *                       orders through the shop alone, to bench/output/memory.md
 *   BENCH_ONLY=hit      a cache hit against the cost of its bytes alone (issue 41), to
 *                       bench/output/hit.md
 *   NGINX_BIN           nginx for the runs through the proxy at 1 and 2 instances (default
 *                       /usr/sbin/nginx; without it those runs are left out and the report says so)
 *
 * Lighthouse here runs right after the load runs, on PostgreSQL only; `npm run bench:web` measures
 * the pages alone, on the embedded default and on PostgreSQL, which is what docs/performance.md
 * reports.
 *
 * Two builds are compared in one run, alternating, on the same host; two runs whose bare-route
 * ceilings differ by half (one does 1.5 times the other's requests a second or more) are not
 * compared. How: docs/performance.md, 'Comparing two builds'.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startBareServer } from './bare-server';
import { manifestMemory, memoryFigures } from './memory';
import { cacheHitFigures, cacheHitTable, type CacheHitPaths, type CacheHitRow } from './cache-hit';
import { deliveryOptionsScenario } from './delivery-options';
import { approvalFigures, HUB_BATCHES, hubLoadFigures, hubScenarios, hubTable } from './hub';
import { measure, type LoadFigures, type LoadScenario } from './load';
import { myOrdersScenario } from './my-orders';
import { MANIFEST_SCENARIO, manifestFigures, orderBoardScenarios } from './order-board';
import { ordersFigures } from './orders';
import { proxyFigures, proxyTable, type ProxyFigures } from './proxy';
import { askEachOnce, searchFigures, searchQueries } from './search-set';
import { repoRoot, startShop } from './shop-server';
import { lighthouseFigures, pageTable, type PageFigures } from './web-performance';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const databaseName = process.env.BENCH_DATABASE ?? 'makers_pantry_bench';
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();

async function prepareCatalogue() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const count = await client
    .query<{ n: number }>('SELECT count(*)::int AS n FROM products')
    .then((r) => r.rows[0]?.n ?? 0)
    .catch(() => 0);
  await client.end();
  if (count >= products) {
    console.log(`bench: reusing ${count} products in ${databaseName}`);
    // A catalogue built before the hub's batches were seeded gains them (issue 25's bench).
    execFileSync(
      'npm',
      ['run', 'seed:large', '--', '--batches', String(HUB_BATCHES), '--batches-only'],
      { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    return;
  }
  console.log(`bench: building a ${products}-product catalogue in ${databaseName}`);
  execFileSync('npm', ['run', 'seed:large', '--', '--products', String(products)], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: path.join(repoRoot, 'bench/output/uploads'),
    },
  });
}

/**
 * Search words as shoppers type them: single words and two-word phrases from product names, some
 * with a letter dropped (a misspelling), in a fixed order so runs compare. Hundreds of different
 * URLs, so the cached run measures search and not only one cache entry.
 */
async function sampleSearchWords(client: pg.Client): Promise<string[]> {
  const names = await client.query<{ name: string }>(
    'SELECT name FROM products WHERE is_active ORDER BY md5(id::text) LIMIT 400',
  );
  const words = new Set<string>();
  names.rows.forEach(({ name }, i) => {
    const parts = name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((part) => part.length >= 3);
    const [first, second] = [parts[i % parts.length], parts[(i + 1) % parts.length]];
    if (!first) return;
    if (i % 3 === 0 && second && second !== first) words.add(`${first} ${second}`);
    else if (i % 3 === 1 && first.length > 4) words.add(first.slice(0, 2) + first.slice(3));
    else words.add(first);
  });
  return [...words].slice(0, 300);
}

async function sampleIds(): Promise<{
  productIds: number[];
  categoryId: number;
  searchWords: string[];
}> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ids = await client.query<{ id: number }>(
    'SELECT id FROM products WHERE is_active ORDER BY md5(id::text) LIMIT 5000',
  );
  const category = await client.query<{ id: number }>(
    'SELECT id FROM categories ORDER BY id LIMIT 1',
  );
  const searchWords = await sampleSearchWords(client);
  await client.end();
  return {
    productIds: ids.rows.map((r) => r.id),
    categoryId: category.rows[0]?.id ?? 1,
    searchWords,
  };
}

function scenarios(
  productIds: number[],
  categoryId: number,
  searchWords: string[],
): LoadScenario[] {
  const cart = productIds.slice(0, 20).map((id) => ({ id, quantityPossible: 2 }));
  return [
    { name: 'products page 1', requests: [{ path: '/api/products/?pageNum=1' }] },
    { name: 'products page 50', requests: [{ path: '/api/products/?pageNum=50' }] },
    {
      name: 'product detail (5,000 ids)',
      requests: productIds.map((id) => ({ path: `/api/products/${id}/` })),
    },
    {
      name: 'category listing',
      requests: [{ path: `/api/products/category/${categoryId}/0/?pageNum=1` }],
    },
    {
      name: 'search, 3 words, 1 misspelt',
      requests: [
        {
          path: `/api/products/search/?keyword=${encodeURIComponent('cold presed oil')}&pageNum=1`,
        },
      ],
    },
    {
      name: `search, ${searchWords.length} different words`,
      requests: searchWords.map((word) => ({
        path: `/api/products/search/?keyword=${encodeURIComponent(word)}&pageNum=1`,
      })),
    },
    {
      name: 'cart-list, 20 items',
      requests: [{ method: 'POST', path: '/api/products/cart-list/', body: JSON.stringify(cart) }],
    },
  ];
}

function loadTable(rows: LoadFigures[]): string {
  const lines = [
    '| path | connections | req/s | p50 ms | p99 ms | non-2xx | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.scenario} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`,
    );
  }
  return lines.join('\n');
}

function sideBySideTable(cached: LoadFigures[], uncached: LoadFigures[]): string {
  const lines = [
    '| path | connections | cached req/s | cached p99 ms | uncached req/s | uncached p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const u of uncached) {
    const c = cached.find((r) => r.scenario === u.scenario && r.connections === u.connections);
    lines.push(
      `| ${u.scenario} | ${u.connections} | ${c?.requestsPerSecond ?? '-'} | ${c?.p99Ms ?? '-'} | ${u.requestsPerSecond} | ${u.p99Ms} |`,
    );
  }
  return lines.join('\n');
}

/**
 * One more request of a scenario once its run has ended: it waits behind the requests the run left
 * in the shop's queue (fifty of hub Today's are half a minute of work), so the next run starts on
 * an idle shop instead of measuring that queue.
 */
async function settle(baseUrl: string, scenario: LoadScenario) {
  const { method = 'GET', path: url, body, headers } = scenario.requests[0]!;
  await (await fetch(`${baseUrl}${url}`, { method, body, headers })).arrayBuffer();
}

async function loadRuns(
  baseUrl: string,
  list: LoadScenario[],
  label: string,
): Promise<LoadFigures[]> {
  const rows: LoadFigures[] = [];
  for (const scenario of list) {
    for (const connections of [10, 50]) {
      const figures = await measure(baseUrl, scenario, connections, seconds);
      await settle(baseUrl, scenario);
      rows.push({ ...figures, scenario: `${figures.scenario}${label}` });
      console.log(
        `  ${figures.scenario}${label} @${connections}: ${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`,
      );
    }
  }
  return rows;
}

/**
 * One request of each path before any is measured. A search waits for the search index, which a
 * shop reads once after it starts: without this, the first run measured that read.
 */
async function warmUp(baseUrl: string, list: LoadScenario[]) {
  for (const scenario of list) await fetch(`${baseUrl}${scenario.requests[0]!.path}`);
}

const shopEnv = () => ({
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  UPLOAD_DIR: path.join(repoRoot, 'bench/output/uploads'),
  // autocannon speaks from one address; the per-address limit would measure only refusals.
  PUBLIC_LIMIT_PER_MINUTE: '0',
  // The board's and the hub's scenarios are one ops login asking thousands of times a minute.
  HUB_LIMIT_PER_MINUTE: '0',
});
/** The production catalogue cache the shop runs with unless told. */
const CACHE_SECONDS = 5;

/**
 * The hub's figures on a running shop: its two lists (and any `more` of its paths) under load, then
 * approval to shop.
 */
async function hubFigures(baseUrl: string, more: LoadScenario[] = []) {
  console.log('bench: the hub (batches and products lists, approval to shop)');
  const list = [...(await hubScenarios(databaseUrl)), ...more];
  const rows = await hubLoadFigures(baseUrl, list, seconds);
  const approvals = await approvalFigures(baseUrl, databaseUrl, CACHE_SECONDS);
  return { rows, approvals, table: hubTable(rows, approvals) };
}

/**
 * BENCH_ONLY=hub: the hub's figures alone (its lists, the orders board of a 5,000-order day, the
 * manifest, approval to shop), written to bench/output/hub.md. The manifest's memory is read on a
 * shop started for it alone, so the lists' load does not set its peak.
 */
async function hubOnly() {
  await prepareCatalogue();
  const board = await orderBoardScenarios(databaseUrl);
  const shop = await startShop(shopEnv(), 3903);
  let hub;
  try {
    hub = await hubFigures(shop.url, board);
  } finally {
    await shop.stop();
  }
  const quiet = await startShop(shopEnv(), 3904);
  let manifest;
  try {
    await fetch(`${quiet.url}/api/products/`);
    const scenario = board.find((one) => one.name.startsWith(MANIFEST_SCENARIO))!;
    manifest = await manifestFigures(quiet.url, scenario, quiet.peakRssMiB);
  } finally {
    await quiet.stop();
  }
  const sorted = [...manifest.ms].sort((a, b) => a - b);
  const manifestLine = `${MANIFEST_SCENARIO} (200 orders, ${Math.round(manifest.bytes / 1024)} KiB), one at a time on a fresh shop: median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms (${manifest.ms.join(', ')} ms); the shop's peak memory ${manifest.peakBeforeMiB} MiB before, ${manifest.peakAfterMiB} MiB after.`;
  const report = `Date: ${new Date().toISOString().slice(0, 10)}. Command: \`BENCH_ONLY=hub npm run bench\` (${products} products on PostgreSQL, ${seconds} s per run).\n\n${hub.table}\n\n${manifestLine}`;
  console.log(`\n${report}\n`);
  mkdirSync(path.join(repoRoot, 'bench/output'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench/output/hub.md'), `${report}\n`);
}

/** The search of many different words: what a proxy in front of several instances is for. */
const searchScenario = (list: LoadScenario[]) =>
  list.find((one) => one.name.endsWith('different words'))!;

/** BENCH_ONLY=proxy: the products page and search through nginx at 1 and 2 instances alone. */
async function proxyOnly() {
  await prepareCatalogue();
  const { productIds, categoryId, searchWords } = await sampleIds();
  const proxied = await proxyFigures(
    shopEnv(),
    searchScenario(scenarios(productIds, categoryId, searchWords)),
    seconds,
  );
  const report = `Date: ${new Date().toISOString().slice(0, 10)}. Command: \`BENCH_ONLY=proxy npm run bench\` (${products} products on PostgreSQL, ${seconds} s per run).\n\n${proxyTable(proxied)}`;
  console.log(`\n${report}\n`);
  mkdirSync(path.join(repoRoot, 'bench/output'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench/output/proxy.md'), `${report}\n`);
}

/** The cached pages a hit is measured on: the products page, one product, one search. */
const hitPaths = (productIds: number[]): CacheHitPaths => ({
  products: '/api/products/?pageNum=1',
  detail: `/api/products/${productIds[0]}/`,
  search: `/api/products/search/?keyword=${encodeURIComponent('cold presed oil')}&pageNum=1`,
});

/** BENCH_ONLY=hit: the cache-hit rows and their ratios alone, on a shop started for them. */
async function hitOnly() {
  await prepareCatalogue();
  const { productIds } = await sampleIds();
  const shop = await startShop(shopEnv(), 3905);
  let rows: CacheHitRow[];
  try {
    rows = await cacheHitFigures(shop.url, hitPaths(productIds), seconds, 10, shop.child.pid);
  } finally {
    await shop.stop();
  }
  const report = `Date: ${new Date().toISOString().slice(0, 10)}. Command: \`BENCH_ONLY=hit npm run bench\` (${products} products on PostgreSQL, ${seconds} s per run).\n\n${cacheHitTable(rows)}`;
  console.log(`\n${report}\n`);
  mkdirSync(path.join(repoRoot, 'bench/output'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench/output/hit.md'), `${report}\n`);
}

/**
 * BENCH_ONLY=memory: peak memory under twelve customers' photos, under documents, and while the
 * shop makes the manifests of 200 and 500 orders on the bench's catalogue, alone.
 */
async function memoryOnly() {
  await prepareCatalogue();
  const manifests = await manifestMemory(
    databaseUrl,
    shopEnv(),
    Number(process.env.BENCH_MANIFEST_PORT ?? 3906),
  );
  console.log(`\n${manifests}\n`);
  const report = `Date: ${new Date().toISOString().slice(0, 10)}. Command: \`BENCH_ONLY=memory npm run bench\` (${products} products on PostgreSQL).\n\n${manifests}\n\n${await memoryFigures()}`;
  console.log(`\n${report}\n`);
  mkdirSync(path.join(repoRoot, 'bench/output'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench/output/memory.md'), `${report}\n`);
}

async function main() {
  if (process.env.BENCH_ONLY === 'memory') return memoryOnly();
  if (process.env.BENCH_ONLY === 'hub') return hubOnly();
  if (process.env.BENCH_ONLY === 'proxy') return proxyOnly();
  if (process.env.BENCH_ONLY === 'hit') return hitOnly();
  await prepareCatalogue();
  const { productIds, categoryId, searchWords } = await sampleIds();
  const list = [
    ...scenarios(productIds, categoryId, searchWords),
    await deliveryOptionsScenario(databaseUrl),
    await myOrdersScenario(databaseUrl),
    // The manifest is measured one at a time (BENCH_ONLY=hub): fifty at once queue half a minute
    // of PDF work, and the runs after them (orders placed) measured nothing but that queue.
    ...(await orderBoardScenarios(databaseUrl)).filter(
      (scenario) => !scenario.name.startsWith(MANIFEST_SCENARIO),
    ),
  ];
  const rows: LoadFigures[] = [];

  const bare = await startBareServer();
  console.log('bench: bare Fastify route (ceiling)');
  rows.push(
    ...(await loadRuns(
      bare.url,
      [{ name: 'bare Fastify route', requests: [{ path: '/bare/' }] }],
      '',
    )),
  );
  await bare.close();

  const env = shopEnv();
  console.log('bench: the shop, as configured for production (5 s catalogue cache)');
  const shop = await startShop(env, 3901);
  await warmUp(shop.url, list);
  console.log('bench: a cache hit against the cost of its bytes');
  const hits = await cacheHitFigures(shop.url, hitPaths(productIds), seconds, 10, shop.child.pid);
  rows.push(...(await loadRuns(shop.url, list, '')));
  const placing = await ordersFigures(shop.url, databaseUrl, seconds);
  console.log(
    `  ${placing.scenario}: ${placing.requestsPerSecond} req/s (${placing.ordersPlaced} orders placed), p99 ${placing.p99Ms} ms, non-2xx ${placing.non2xx}`,
  );
  rows.push(placing);
  const hub = await hubFigures(shop.url);

  let pages: PageFigures[] = [];
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    console.log('bench: Lighthouse (mobile)');
    const id = productIds[0]!;
    pages = await lighthouseFigures([
      { name: 'home', url: `${shop.url}/#/` },
      { name: 'product', url: `${shop.url}/#/product/${id}` },
      { name: 'category', url: `${shop.url}/#/category/${categoryId}/Fruits/0/All` },
      { name: 'search', url: `${shop.url}/#/search?keyword=ragi` },
    ]);
  }
  const peakCached = shop.peakRssMiB();
  await shop.stop();

  console.log('bench: the shop with the catalogue cache off (every request reaches PostgreSQL)');
  const uncached = await startShop({ ...env, CATALOGUE_CACHE_SECONDS: '0' }, 3902);
  // The same catalogue paths as the cached run, so the two sit side by side.
  const catalogue = list.slice(0, 6);
  await warmUp(uncached.url, catalogue);
  const uncachedRows = await loadRuns(uncached.url, catalogue, '');
  // Search as shoppers use it: every query of the set once, which no memory of a query helps.
  const searchSet: string[] = [];
  for (const connections of [10, 50]) {
    const asked = await askEachOnce(uncached.url, searchQueries(), connections);
    searchSet.push(...searchFigures(`search query set, ${connections} connections`, asked));
    console.log(searchSet.slice(-2).join('\n'));
  }
  const peakUncached = uncached.peakRssMiB();
  await uncached.stop();

  // Several instances behind the compose file's proxy settings (decision 049).
  let proxied: ProxyFigures[] = [];
  const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  if (existsSync(nginx)) {
    console.log('bench: through nginx, 1 and 2 instances (5 s catalogue cache)');
    proxied = await proxyFigures(env, searchScenario(list), seconds);
  }

  console.log('bench: peak memory under photos and documents');
  const memory = await memoryFigures();

  const report = [
    `Date: ${new Date().toISOString().slice(0, 10)}. Command: \`npm run bench\` (${products} products on PostgreSQL, ${seconds} s per run, autocannon on the same 2-core machine).`,
    '',
    loadTable(rows),
    '',
    "A cache hit against the cost of its bytes (the same-bytes row is the mean of its runs before and after the shop's):",
    '',
    cacheHitTable(hits),
    '',
    memory,
    '',
    'The catalogue paths with the 5 s cache on and off, side by side:',
    '',
    sideBySideTable(rows, uncachedRows),
    '',
    hub.table,
    '',
    'Search, the query set (bench/search-queries.tsv), each query asked once, cache off:',
    '',
    ...searchSet,
    '',
    `Peak RSS of the shop: ${peakCached} MiB (cached run), ${peakUncached} MiB (uncached run).`,
    '',
    proxied.length
      ? `Through nginx (deploy/nginx/shop-locations.conf), one and two instances on one database:\n\n${proxyTable(proxied)}`
      : `Runs through nginx skipped: no nginx at ${nginx} (apt-get install nginx-light).`,
    '',
    pages.length ? pageTable(pages) : 'Lighthouse skipped.',
  ].join('\n');
  console.log(`\n${report}\n`);
  mkdirSync(path.join(repoRoot, 'bench/output'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench/output/latest.md'), `${report}\n`);
  writeFileSync(
    path.join(repoRoot, 'bench/output/latest.json'),
    JSON.stringify(
      {
        rows,
        hits,
        uncachedRows,
        hub: { rows: hub.rows, approvals: hub.approvals },
        searchSet,
        pages,
        peakCached,
        peakUncached,
        proxied,
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
