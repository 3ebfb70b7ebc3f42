/**
 * What the A/B scripts (search-ab.ts, hub-ab.ts, heavy-ab.ts) share: each build runs on its own
 * copy of the bench's catalogue, and is judged by the CPU its processes spent as well as by
 * latency, since on a shared host latency is mostly waiting for a core.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { measure, type LoadFigures, type LoadScenario } from './load';
import { startShop } from './shop-server';

export const benchServerUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const databaseUrl = (database: string) =>
  Object.assign(new URL(benchServerUrl), { pathname: `/${database}` }).toString();

/**
 * A copy of the `catalogue` database (`<catalogue>_<suffix>`), so each build has its own: made
 * once and reused, or made again from the catalogue when `fresh` (so a run does not start from
 * what an earlier run, or an earlier build's migrations, left in it).
 */
export async function copyOfCatalogue(
  catalogue: string,
  suffix: string,
  fresh = false,
): Promise<string> {
  const name = `${catalogue}_${suffix}`;
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  try {
    // FORCE: a shop an interrupted run left behind may still hold a connection.
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name} TEMPLATE ${catalogue}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(name);
}

/**
 * An A/B script's settings, from its own variables (`<prefix>_DATABASE`: the catalogue;
 * `<prefix>_ROUNDS`; `<prefix>_PORT`: the first of the two shops' ports, for a host where others
 * run benches too) and BENCH_SECONDS, each load run's length.
 */
export function abSettings(prefix: string, defaultPort = 3921) {
  return {
    catalogue: process.env[`${prefix}_DATABASE`] ?? 'makers_pantry_bench',
    seconds: Number(process.env.BENCH_SECONDS ?? 8),
    rounds: Number(process.env[`${prefix}_ROUNDS`] ?? 3),
    firstPort: Number(process.env[`${prefix}_PORT`] ?? defaultPort),
  };
}

/** The host's load averages, printed beside each round. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** /proc/<pid>/stat's fields after the command's name (the third field is the first). */
const statFields = (pid: number) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
const TICK_MS = 1000 / 100;

/** CPU milliseconds a process has used (user and system), from /proc: Linux only. */
export function cpuMs(pid: number): number {
  try {
    const fields = statFields(pid);
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * CPU milliseconds a process and its children have used: the children still running (the shop's
 * document maker and photo decoder, decision 053) and those that ended, which the kernel adds to
 * the parent's own count of its children's time once reaped. A child that ends between two
 * readings is still counted once: its whole life goes into the parent's count.
 */
export function cpuWithChildrenMs(pid: number): number {
  try {
    const fields = statFields(pid);
    const ended = (Number(fields[13]) + Number(fields[14])) * TICK_MS;
    const running = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .reduce((sum, child) => sum + cpuWithChildrenMs(Number(child)), 0);
    return cpuMs(pid) + ended + running;
  } catch {
    return 0;
  }
}

/** One build's shop, started from its checkout on its own copy of the catalogue. */
export interface Build {
  /** 'A' or 'B', as the command line named the checkouts. */
  name: string;
  checkout: string;
  /** The checkout's commit, so a printed figure says which build made it. */
  commit: string;
  database: string;
  databaseUrl: string;
  shop: Awaited<ReturnType<typeof startShop>>;
}

/** The checkouts named on the command line, as absolute paths; exactly two. */
export function checkoutsFromArguments(script: string): [string, string] {
  const [a, b] = process.argv.slice(2).map((checkout) => path.resolve(checkout));
  if (!a || !b) throw new Error(`usage: npx tsx bench/${script} <checkout A> <checkout B>`);
  return [a, b];
}

/**
 * The two builds' shops, side by side: each on its copy of `catalogue` (`_a`, `_b`), on
 * `firstPort` and the port after it, with `env` besides the bench shop's own settings.
 */
export async function startBuilds(
  checkouts: [string, string],
  options: { catalogue: string; firstPort: number; env: Record<string, string>; fresh?: boolean },
): Promise<Build[]> {
  const builds: Build[] = [];
  try {
    for (const [at, checkout] of checkouts.entries()) {
      const suffix = at === 0 ? 'a' : 'b';
      const url = await copyOfCatalogue(options.catalogue, suffix, options.fresh);
      const env = {
        DATABASE_URL: url,
        SEED_DEMO: 'false',
        PUBLIC_LIMIT_PER_MINUTE: '0',
        ...options.env,
      };
      builds.push({
        name: suffix.toUpperCase(),
        checkout,
        commit: execFileSync('git', ['-C', checkout, 'rev-parse', '--short', 'HEAD'], {
          encoding: 'utf8',
        }).trim(),
        database: `${options.catalogue}_${suffix}`,
        databaseUrl: url,
        shop: await startShop(env, options.firstPort + at, checkout),
      });
    }
  } catch (error) {
    for (const build of builds) await build.shop.stop();
    throw error;
  }
  return builds;
}

/** A reading of the CPU a build has used: its shop with its children, and each of its backends. */
export interface BuildCpu {
  shop: number;
  /** The PostgreSQL backends serving the build's database now, by process id. */
  backends: Map<number, number>;
}

export async function buildCpu(build: Build, admin: pg.Client): Promise<BuildCpu> {
  const backends = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1',
    [build.database],
  );
  return {
    shop: cpuWithChildrenMs(build.shop.child.pid!),
    backends: new Map(backends.rows.map(({ pid }) => [pid, cpuMs(pid)])),
  };
}

/**
 * The CPU spent between two readings: the shop's, and each backend's open at the second (from 0
 * if it opened in between). A backend that closed in between takes its time with it; the shop's
 * pool closes the ones left idle, which had spent next to none since. (Summing the backends of
 * each reading instead took the whole past of every closed one off: a manifest's cell read
 * -164 ms in a trial.)
 */
export function cpuBetween(before: BuildCpu, after: BuildCpu): { shop: number; database: number } {
  let database = 0;
  for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
  return { shop: after.shop - before.shop, database };
}

/** What `work` cost the build in CPU milliseconds, the shop and its database together. */
export async function cpuSpent<T>(
  build: Build,
  admin: pg.Client,
  work: () => Promise<T>,
): Promise<{ result: T; cpuMs: number }> {
  const before = await buildCpu(build, admin);
  const result = await work();
  const spent = cpuBetween(before, await buildCpu(build, admin));
  return { result, cpuMs: spent.shop + spent.database };
}

/**
 * One load run of a scenario against a build at `connections` for `seconds`, and the CPU it
 * spent a request; one more request afterwards waits out whatever the run left queued.
 */
export async function measureBuild(
  build: Build,
  scenario: LoadScenario,
  connections: number,
  seconds: number,
  admin: pg.Client,
): Promise<LoadFigures & { cpu: number }> {
  const { result: figures, cpuMs: spent } = await cpuSpent(build, admin, async () => {
    const figures = await measure(build.shop.url, scenario, connections, seconds);
    await askOnce(build.shop.url, scenario);
    return figures;
  });
  const requests = figures.requestsPerSecond * seconds;
  return { ...figures, cpu: requests > 0 ? spent / requests : 0 };
}

/** The scenario's first request, once: before a run, so that nothing is read for the first time in it. */
export async function askOnce(url: string, scenario: LoadScenario): Promise<void> {
  const { path: first, headers } = scenario.requests[0]!;
  const res = await fetch(`${url}${first}`, { headers });
  await res.arrayBuffer();
}
