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
import {
  abSettings,
  benchServerUrl,
  buildCpu,
  checkoutsFromArguments,
  cpuBetween,
  loadAverage,
  startBuilds,
} from './ab-builds';
import { askEachOnce, searchFigures, searchQueries, warmUpSearch, type Asked } from './search-set';
import { repoRoot } from './shop-server';

const { catalogue, firstPort } = abSettings('SEARCH_AB', 3911);
const CHUNK = 100;
const CONNECTIONS = 10;

async function main() {
  const builds = await startBuilds(checkoutsFromArguments('search-ab.ts'), {
    catalogue,
    firstPort,
    env: {
      UPLOAD_DIR: path.join(repoRoot, 'bench/output/uploads'),
      CATALOGUE_CACHE_SECONDS: '0',
    },
  });
  try {
    await warmUpSearch(builds.map((build) => build.shop.url));
    const queries = searchQueries();
    const asked: Asked[][] = [[], []];
    // The CPU used by each shop and by the PostgreSQL backends serving its database: what a build
    // costs per query whatever else the host is doing, where latency on a busy host mostly
    // measures the wait.
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
        const build = builds[side]!;
        const before = await buildCpu(build, admin);
        asked[side]!.push(...(await askEachOnce(build.shop.url, part, CONNECTIONS)));
        const spent = cpuBetween(before, await buildCpu(build, admin));
        cpu[side]![0]! += spent.shop;
        cpu[side]![1]! += spent.database;
      }
    }
    await admin.end();
    console.log(`load average ${loadAverage()} after`);
    const label = (at: number) => `${builds[at]!.name} (${builds[at]!.checkout})`;
    builds.forEach((_, at) =>
      console.log(
        `${label(at)}: CPU ms a query: ${cpu[at]!.map((ms) => (ms / queries.length).toFixed(2)).join(' in the shop, ')} in its PostgreSQL backends`,
      ),
    );
    builds.forEach((_, at) => console.log(searchFigures(label(at), asked[at]!).join('\n')));
    const kinds = [...new Set(queries.map((query) => query.kind))];
    for (const kind of kinds)
      builds.forEach((build, at) =>
        console.log(
          searchFigures(
            `  ${build.name.toLowerCase()}, ${kind}`,
            asked[at]!.filter((x) => x.kind === kind),
          )[0],
        ),
      );
  } finally {
    for (const build of builds) await build.shop.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
