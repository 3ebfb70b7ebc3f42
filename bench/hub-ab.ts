/**
 * Two builds' hub heavy reads, compared in one run on the same host, alternating (issue 39):
 * Today's dashboard of a 5,000-order day and the batches list (first page; filtered, sorted and
 * deep pages), each run for BENCH_SECONDS (default 8) at 10 connections, A B A B A B or as many
 * rounds as HUB_AB_ROUNDS (default 3), which build goes first changing from round to round. Each
 * build gets its own copy of the bench catalogue (their migrations may differ), with the orders
 * board's day of orders added to it. Besides latency it prints the CPU each build spent a request
 * (the shop and its PostgreSQL backends), which a busy host blurs less.
 *
 *   npx tsx bench/hub-ab.ts <checkout A> <checkout B>
 *
 * Each checkout must be built (`npm run -w apps/server build`). BENCH_DATABASE_URL as for
 * `npm run bench`; the catalogue is makers_pantry_bench (HUB_AB_DATABASE to use another), copied
 * once per side as <database>_a and <database>_b; HUB_AB_PORT the first of the two ports (3921).
 */
import path from 'node:path';
import pg from 'pg';
import { benchServerUrl, copyOfCatalogue, cpuMs, loadAverage } from './ab-builds';
import { hubScenarios } from './hub';
import { measure, type LoadFigures, type LoadScenario } from './load';
import { orderBoardScenarios } from './order-board';
import { repoRoot, startShop } from './shop-server';

const catalogue = process.env.HUB_AB_DATABASE ?? 'makers_pantry_bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.HUB_AB_ROUNDS ?? 3);
const firstPort = Number(process.env.HUB_AB_PORT ?? 3921);
const CONNECTIONS = 10;

async function cpuOf(shopPid: number, database: string, admin: pg.Client): Promise<number> {
  const backends = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1',
    [database],
  );
  return cpuMs(shopPid) + backends.rows.reduce((sum, { pid }) => sum + cpuMs(pid), 0);
}

/** Today and the batches list, as ops read them: the hub's and the board's own scenarios. */
async function scenariosOf(databaseUrl: string): Promise<LoadScenario[]> {
  const board = await orderBoardScenarios(databaseUrl);
  const hub = await hubScenarios(databaseUrl);
  return [
    board.find((scenario) => scenario.name.startsWith('hub Today'))!,
    ...hub.filter((scenario) => scenario.name.startsWith('hub batches list')),
  ];
}

async function main() {
  const [a, b] = process.argv.slice(2).map((checkout) => path.resolve(checkout));
  if (!a || !b) throw new Error('usage: npx tsx bench/hub-ab.ts <checkout A> <checkout B>');
  const sides = [
    { label: `A (${a})`, root: a, suffix: 'a', port: firstPort },
    { label: `B (${b})`, root: b, suffix: 'b', port: firstPort + 1 },
  ];
  const shops = [];
  const scenarios: LoadScenario[][] = [];
  for (const side of sides) {
    const databaseUrl = await copyOfCatalogue(catalogue, side.suffix);
    shops.push(
      await startShop(
        {
          DATABASE_URL: databaseUrl,
          SEED_DEMO: 'false',
          UPLOAD_DIR: path.join(repoRoot, 'bench/output/uploads'),
          PUBLIC_LIMIT_PER_MINUTE: '0',
          // One ops login asking thousands of times a minute.
          HUB_LIMIT_PER_MINUTE: '0',
        },
        side.port,
        side.root,
      ),
    );
    // After the shop started: its migrations made the tables the scenarios read.
    scenarios.push(await scenariosOf(databaseUrl));
  }
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  try {
    for (const [at, shop] of shops.entries())
      for (const scenario of scenarios[at]!)
        await fetch(`${shop.url}${scenario.requests[0]!.path}`, {
          headers: scenario.requests[0]!.headers,
        });
    console.log(`hub A/B: ${rounds} rounds of ${seconds} s, load average ${loadAverage()} before`);
    const results = scenarios[0]!.map(() =>
      sides.map(() => [] as (LoadFigures & { cpu: number })[]),
    );
    for (let round = 0; round < rounds; round++)
      for (const [index] of scenarios[0]!.entries())
        for (const side of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const shop = shops[side]!;
          const scenario = scenarios[side]![index]!;
          const database = `${catalogue}_${sides[side]!.suffix}`;
          const before = await cpuOf(shop.child.pid!, database, admin);
          const figures = await measure(shop.url, scenario, CONNECTIONS, seconds);
          // One more request waits out whatever the run left queued.
          await fetch(`${shop.url}${scenario.requests[0]!.path}`, {
            headers: scenario.requests[0]!.headers,
          });
          const spent = (await cpuOf(shop.child.pid!, database, admin)) - before;
          const requests = figures.requestsPerSecond * seconds;
          const row = { ...figures, cpu: requests > 0 ? spent / requests : 0 };
          results[index]![side]!.push(row);
          console.log(
            `  ${sides[side]!.suffix} ${scenario.name}: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, max ${row.maxMs} ms, CPU ${row.cpu.toFixed(1)} ms a request, non-2xx ${row.non2xx}`,
          );
        }
    console.log(`load average ${loadAverage()} after`);
    for (const [index, scenario] of scenarios[0]!.entries()) {
      console.log(scenario.name);
      sides.forEach((side, at) =>
        console.log(
          `  ${side.label}: p99 ${results[index]![at]!.map((r) => r.p99Ms).join(', ')} ms; p50 ${results[index]![at]!.map((r) => r.p50Ms).join(', ')} ms; CPU ${results[index]![at]!.map((r) => r.cpu.toFixed(1)).join(', ')} ms a request`,
        ),
      );
    }
  } finally {
    await admin.end();
    for (const shop of shops) await shop.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
