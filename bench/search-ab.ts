/**
 * Two builds' search, compared in one run on the same host, alternating: the query set
 * (search-set.ts) in chunks of 100, each chunk asked of one build and then the other, which build
 * goes first changing from chunk to chunk; every query is asked once of each build, 10 at a time,
 * with the public cache off. Each build gets its own copy of the bench catalogue, since their
 * migrations may differ.
 *
 *   npx tsx bench/search-ab.ts <checkout A> <checkout B>
 *
 * Each checkout must be built (`npm run -w apps/server build`). BENCH_DATABASE_URL as for
 * `npm run bench`; the catalogue is makers_pantry_bench (SEARCH_AB_DATABASE to use another),
 * copied once per side as <database>_a and <database>_b.
 */
import path from 'node:path';
import pg from 'pg';
import { benchServerUrl, copyOfCatalogue, cpuMs, loadAverage } from './ab-builds';
import { askEachOnce, searchFigures, searchQueries, type Asked } from './search-set';
import { repoRoot, startShop } from './shop-server';

const catalogue = process.env.SEARCH_AB_DATABASE ?? 'makers_pantry_bench';
const CHUNK = 100;
/** The first of the two shops' ports (SEARCH_AB_PORT), for a host where others run benches too. */
const firstPort = Number(process.env.SEARCH_AB_PORT ?? 3911);
const CONNECTIONS = 10;

/**
 * CPU used by a shop and by the PostgreSQL backends serving its database: what a build costs per
 * query whatever else the host is doing, where latency on a busy host mostly measures the wait.
 */
async function cpuOf(shopPid: number, database: string, admin: pg.Client): Promise<number[]> {
  const backends = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1',
    [database],
  );
  return [cpuMs(shopPid), backends.rows.reduce((sum, { pid }) => sum + cpuMs(pid), 0)];
}

async function main() {
  const [a, b] = process.argv.slice(2).map((checkout) => path.resolve(checkout));
  if (!a || !b) throw new Error('usage: npx tsx bench/search-ab.ts <checkout A> <checkout B>');
  const sides = [
    { label: `A (${a})`, root: a, suffix: 'a', port: firstPort },
    { label: `B (${b})`, root: b, suffix: 'b', port: firstPort + 1 },
  ];
  const shops = [];
  for (const side of sides) {
    const env = {
      DATABASE_URL: await copyOfCatalogue(catalogue, side.suffix),
      SEED_DEMO: 'false',
      UPLOAD_DIR: path.join(repoRoot, 'bench/output/uploads'),
      PUBLIC_LIMIT_PER_MINUTE: '0',
      CATALOGUE_CACHE_SECONDS: '0',
    };
    shops.push(await startShop(env, side.port, side.root));
  }
  try {
    // Words outside the set, so that each shop has read its search index before anything counts.
    const warmUp = ['warm', 'ghee', 'oil', 'ragi'].map((query) => ({ kind: 'warm-up', query }));
    for (const shop of shops) await askEachOnce(shop.url, warmUp, 1);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    for (const shop of shops) await askEachOnce(shop.url, warmUp, 1);

    const queries = searchQueries();
    const asked: Asked[][] = [[], []];
    const cpu = [
      [0, 0],
      [0, 0],
    ];
    const admin = new pg.Client({ connectionString: benchServerUrl });
    await admin.connect();
    console.log(`search A/B: ${queries.length} queries, load average ${loadAverage()} before`);
    for (let from = 0, chunk = 0; from < queries.length; from += CHUNK, chunk++) {
      const part = queries.slice(from, from + CHUNK);
      for (const side of chunk % 2 === 0 ? [0, 1] : [1, 0]) {
        const database = `${catalogue}_${sides[side]!.suffix}`;
        const before = await cpuOf(shops[side]!.child.pid!, database, admin);
        asked[side]!.push(...(await askEachOnce(shops[side]!.url, part, CONNECTIONS)));
        const after = await cpuOf(shops[side]!.child.pid!, database, admin);
        after.forEach((ms, at) => (cpu[side]![at]! += ms - before[at]!));
      }
    }
    await admin.end();
    console.log(`load average ${loadAverage()} after`);
    sides.forEach((side, at) =>
      console.log(
        `${side.label}: CPU ms a query: ${cpu[at]!.map((ms) => (ms / queries.length).toFixed(2)).join(' in the shop, ')} in its PostgreSQL backends`,
      ),
    );
    sides.forEach((side, at) => console.log(searchFigures(side.label, asked[at]!).join('\n')));
    const kinds = [...new Set(queries.map((query) => query.kind))];
    for (const kind of kinds)
      sides.forEach((side, at) =>
        console.log(
          searchFigures(
            `  ${side.suffix}, ${kind}`,
            asked[at]!.filter((x) => x.kind === kind),
          )[0],
        ),
      );
  } finally {
    for (const shop of shops) await shop.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
