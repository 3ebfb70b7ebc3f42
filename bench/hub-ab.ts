/**
 * Two builds' hub heavy reads, compared in one run on the same host, alternating (issue 39):
 * Today's dashboard of a 5,000-order day and the batches list (first page; filtered, sorted and
 * deep pages), each run for BENCH_SECONDS (default 8) at 10 connections, A B A B A B or as many
 * rounds as HUB_AB_ROUNDS (default 3), which build goes first changing from round to round. Each
 * build gets its own copy of the bench catalogue (their migrations may differ), with the orders
 * board's day of orders added to it. Besides latency it prints the CPU each build spent a request
 * (the shop and its PostgreSQL backends), which a busy host blurs less. heavy-ab.ts measures
 * these with the manifest and search besides.
 *
 *   npx tsx bench/hub-ab.ts <checkout A> <checkout B>
 *
 * Each checkout must be built (`npm run -w apps/server build`). BENCH_DATABASE_URL as for
 * `npm run bench`; the catalogue is makers_pantry_bench (HUB_AB_DATABASE to use another), copied
 * once per side as <database>_a and <database>_b; HUB_AB_PORT the first of the two ports (3921).
 */
import path from 'node:path';
import pg from 'pg';
import {
  abSettings,
  askOnce,
  benchServerUrl,
  checkoutsFromArguments,
  loadAverage,
  measureBuild,
  startBuilds,
} from './ab-builds';
import { heavyReadScenarios } from './hub';
import type { LoadFigures, LoadScenario } from './load';
import { repoRoot } from './shop-server';

const { catalogue, seconds, rounds, firstPort } = abSettings('HUB_AB');
const CONNECTIONS = 10;

/** Today and the batches list, as ops read them. */
async function scenariosOf(databaseUrl: string): Promise<LoadScenario[]> {
  const reads = await heavyReadScenarios(databaseUrl);
  return [reads.today, reads.batchesFirstPage, reads.batchesDeepPage];
}

async function main() {
  const builds = await startBuilds(checkoutsFromArguments('hub-ab.ts'), {
    catalogue,
    firstPort,
    env: {
      UPLOAD_DIR: path.join(repoRoot, 'bench/output/uploads'),
      // One ops login asking thousands of times a minute.
      HUB_LIMIT_PER_MINUTE: '0',
    },
  });
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  try {
    // After the shops started: their migrations made the tables the scenarios read.
    const scenarios: LoadScenario[][] = [];
    for (const build of builds) scenarios.push(await scenariosOf(build.databaseUrl));
    for (const [at, build] of builds.entries())
      for (const scenario of scenarios[at]!) await askOnce(build.shop.url, scenario);
    console.log(`hub A/B: ${rounds} rounds of ${seconds} s, load average ${loadAverage()} before`);
    const results = scenarios[0]!.map(() =>
      builds.map(() => [] as (LoadFigures & { cpu: number })[]),
    );
    for (let round = 0; round < rounds; round++)
      for (const [index] of scenarios[0]!.entries())
        for (const side of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const build = builds[side]!;
          const scenario = scenarios[side]![index]!;
          const row = await measureBuild(build, scenario, CONNECTIONS, seconds, admin);
          results[index]![side]!.push(row);
          console.log(
            `  ${build.name.toLowerCase()} ${scenario.name}: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, max ${row.maxMs} ms, CPU ${row.cpu.toFixed(1)} ms a request, non-2xx ${row.non2xx}`,
          );
        }
    console.log(`load average ${loadAverage()} after`);
    for (const [index, scenario] of scenarios[0]!.entries()) {
      console.log(scenario.name);
      builds.forEach((build, at) =>
        console.log(
          `  ${build.name} (${build.checkout}): p99 ${results[index]![at]!.map((r) => r.p99Ms).join(', ')} ms; p50 ${results[index]![at]!.map((r) => r.p50Ms).join(', ')} ms; CPU ${results[index]![at]!.map((r) => r.cpu.toFixed(1)).join(', ')} ms a request`,
        ),
      );
    }
  } finally {
    await admin.end();
    for (const build of builds) await build.shop.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
