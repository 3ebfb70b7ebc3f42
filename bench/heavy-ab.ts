/**
 * The hub's heavy reads and search of two builds, compared in one run on the same host,
 * alternating (issue 39's 'before and after'). In each round, and for each build in turn (which
 * build goes first changing from round to round):
 *
 * - Today's dashboard of the board's 5,000-order day, the batches list's first page, and its
 *   filtered, sorted and deep pages: BENCH_SECONDS (default 8) each at 10 connections;
 * - the delivery manifest of 200 packed orders made alone, five times one after another (the
 *   median and the slowest: the first of the five may start the document maker);
 * - the orders board of the manifest's slot asked one after another while one more manifest is
 *   made, and then alone for as long as that manifest took;
 * - a chunk of search's query set (search-set.ts), each query asked once, 10 at a time, the
 *   public cache off: the set is cut into as many chunks as there are rounds, so a full run asks
 *   every query once of each build.
 *
 * Then one table: each path's p50 and p99 (for the manifest and the board, the median and the
 * slowest) and the CPU each build spent a request (its shop with the shop's children, and its
 * PostgreSQL backends; a busy host blurs it far less than latency), a figure per round.
 *
 *   npx tsx bench/heavy-ab.ts <checkout A> <checkout B>
 *
 * Each checkout must be built (`npm run build`). BENCH_DATABASE_URL as for `npm run bench`; the
 * catalogue is makers_pantry_bench (HEAVY_AB_DATABASE to use another), with the hub's batches
 * and the board's days of orders (hub.ts and order-board.ts add them when missing), copied afresh
 * for each build at the start as <database>_a and <database>_b; HEAVY_AB_ROUNDS (default 3);
 * HEAVY_AB_PORT the first of the two ports (3921).
 */
import path from 'node:path';
import pg from 'pg';
import {
  abSettings,
  askOnce,
  benchServerUrl,
  checkoutsFromArguments,
  cpuSpent,
  loadAverage,
  measureBuild,
  startBuilds,
  type Build,
} from './ab-builds';
import { heavyReadScenarios } from './hub';
import type { LoadScenario } from './load';
import { boardAnswersWhile, MANIFEST_DAY, makeManifest, manifestFigures } from './order-board';
import { askEachOnce, percentile, searchQueries, warmUpSearch } from './search-set';
import { repoRoot } from './shop-server';

const { catalogue, seconds, rounds, firstPort } = abSettings('HEAVY_AB');
const CONNECTIONS = 10;
const MANIFESTS = 5;

/**
 * One path's figures for one build in one round: none when no answer came within the run (a
 * request slower than BENCH_SECONDS), no CPU where two paths ran at once.
 */
interface Figures {
  p50?: number;
  p99?: number;
  cpu?: number;
}

type Reads = Awaited<ReturnType<typeof heavyReadScenarios>>;
/** One step of a round for one build: the rows it measured, by the path's name in the table. */
type Step = (build: Build, reads: Reads, admin: pg.Client, round: number) => Promise<Row[]>;
type Row = [path: string, figures: Figures];

const loadRun =
  (path: string, scenario: (reads: Reads) => LoadScenario): Step =>
  async (build, reads, admin) => {
    const run = await measureBuild(build, scenario(reads), CONNECTIONS, seconds, admin);
    console.log(
      `  ${build.name} ${path}: ${run.requestsPerSecond} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, max ${run.maxMs} ms, non-2xx ${run.non2xx}`,
    );
    // Said, not thrown: a quiet run is not lost to one path; its figures are then not compared.
    if (run.non2xx > 0 || run.errors > 0)
      console.log(
        `  WARNING ${build.name} ${path}: ${run.non2xx} answers not 2xx, ${run.errors} errors`,
      );
    if (run.requestsPerSecond === 0) {
      console.log(`  WARNING ${build.name} ${path}: no answer within ${seconds} s`);
      return [[path, {}]];
    }
    return [[path, { p50: run.p50Ms, p99: run.p99Ms, cpu: run.cpu }]];
  };

const medianAndSlowest = (ms: number[]): Figures => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: sorted.at(-1) ?? 0 };
};

const manifestAlone: Step = async (build, reads, admin) => {
  const { result, cpuMs } = await cpuSpent(build, admin, () =>
    manifestFigures(build.shop.url, reads.manifest, build.shop.peakRssMiB, MANIFESTS),
  );
  console.log(`  ${build.name} manifest alone: ${result.ms.join(', ')} ms`);
  return [
    [
      `manifest, 200 orders, alone, ${MANIFESTS} one after another (median, slowest)`,
      { ...medianAndSlowest(result.ms), cpu: cpuMs / MANIFESTS },
    ],
  ];
};

const boardBesideManifest: Step = async (build, reads) => {
  const { url } = build.shop;
  const made = makeManifest(url, reads.manifest);
  const during = await boardAnswersWhile(url, reads.manifest, MANIFEST_DAY, made);
  const manifestMs = await made;
  const pause = new Promise((resolve) => setTimeout(resolve, manifestMs));
  const alone = await boardAnswersWhile(url, reads.manifest, MANIFEST_DAY, pause);
  const said = (ms: number[]) => {
    const { p50, p99 } = medianAndSlowest(ms);
    return `${ms.length} answers, median ${p50} ms, slowest ${p99} ms`;
  };
  console.log(
    `  ${build.name} orders board: during a ${manifestMs} ms manifest ${said(during)}; alone ${said(alone)}`,
  );
  return [
    ['orders board during a 200-order manifest (median, slowest)', medianAndSlowest(during)],
    ['orders board alone, as long (median, slowest)', medianAndSlowest(alone)],
  ];
};

const queries = searchQueries();
const chunk = Math.ceil(queries.length / rounds);
const searchChunk: Step = async (build, _reads, admin, round) => {
  const part = queries.slice(round * chunk, (round + 1) * chunk);
  const { result: asked, cpuMs } = await cpuSpent(build, admin, () =>
    askEachOnce(build.shop.url, part, CONNECTIONS),
  );
  const sorted = asked.map((answer) => answer.ms).sort((a, b) => a - b);
  const figures = { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  console.log(
    `  ${build.name} search: ${part.length} queries, p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms`,
  );
  return [
    [
      `search, ${chunk} of the query set's ${queries.length} a round, each once`,
      { ...figures, cpu: cpuMs / part.length },
    ],
  ];
};

const STEPS: Step[] = [
  loadRun("Today, the board's 5,000-order day", (reads) => reads.today),
  loadRun('batches list, first page', (reads) => reads.batchesFirstPage),
  loadRun('batches list, filtered, sorted, a deep page', (reads) => reads.batchesDeepPage),
  manifestAlone,
  boardBesideManifest,
  searchChunk,
];

const figure = (value: number | undefined) =>
  value === undefined ? '-' : Number.isInteger(value) ? String(value) : value.toFixed(1);
const cell = (values: (number | undefined)[]) => values.map(figure).join(', ');

/** The rows in the order they were first measured; a cell per build, a figure per round. */
function table(results: Map<string, Figures[][]>, builds: Build[]): string {
  const lines = [
    '| path | build | p50 ms | p99 ms | CPU ms a request |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const [path, byBuild] of results)
    builds.forEach((build, at) => {
      const figures = byBuild[at]!;
      lines.push(
        `| ${path} | ${build.name} | ${cell(figures.map((f) => f.p50))} | ${cell(figures.map((f) => f.p99))} | ${cell(figures.map((f) => f.cpu))} |`,
      );
    });
  return lines.join('\n');
}

async function main() {
  const started = performance.now();
  const builds = await startBuilds(checkoutsFromArguments('heavy-ab.ts'), {
    catalogue,
    firstPort,
    fresh: true,
    env: {
      UPLOAD_DIR: path.join(repoRoot, 'bench/output/uploads'),
      // One ops login asking thousands of times a minute.
      HUB_LIMIT_PER_MINUTE: '0',
      // Every search reaches PostgreSQL (each query is asked once anyway); the hub's reads have
      // no public cache.
      CATALOGUE_CACHE_SECONDS: '0',
    },
  });
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  try {
    // After the shops started: their migrations made the tables the scenarios read.
    const reads: Reads[] = [];
    for (const build of builds) reads.push(await heavyReadScenarios(build.databaseUrl));
    for (const [at, build] of builds.entries())
      for (const scenario of Object.values(reads[at]!)) await askOnce(build.shop.url, scenario);
    await warmUpSearch(builds.map((build) => build.shop.url));
    console.log(
      `heavy A/B: ${rounds} rounds, ${seconds} s a load run, load average ${loadAverage()} before`,
    );
    const results = new Map<string, Figures[][]>();
    for (let round = 0; round < rounds; round++) {
      const minutes = ((performance.now() - started) / 60_000).toFixed(1);
      console.log(`round ${round + 1} at ${minutes} minutes, load average ${loadAverage()}`);
      for (const step of STEPS)
        for (const side of round % 2 === 0 ? [0, 1] : [1, 0])
          for (const [path, figures] of await step(builds[side]!, reads[side]!, admin, round)) {
            if (!results.has(path)) results.set(path, [[], []]);
            results.get(path)![side]!.push(figures);
          }
    }
    console.log(
      `load average ${loadAverage()} after; ${Math.round((performance.now() - started) / 60_000)} minutes in all`,
    );
    for (const build of builds)
      console.log(`${build.name}: ${build.checkout} (${build.commit}), on ${build.database}`);
    console.log(table(results, builds));
  } finally {
    await admin.end();
    for (const build of builds) await build.shop.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
