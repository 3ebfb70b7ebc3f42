/**
 * What the A/B scripts (search-ab.ts, hub-ab.ts) share: each build runs on its own copy of the
 * bench's catalogue, and is judged by the CPU its processes spent as well as by latency, since on
 * a shared host latency is mostly waiting for a core.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';

export const benchServerUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const databaseUrl = (database: string) =>
  Object.assign(new URL(benchServerUrl), { pathname: `/${database}` }).toString();

/** A copy of the `catalogue` database made once (`<catalogue>_<suffix>`), so each build has its own. */
export async function copyOfCatalogue(catalogue: string, suffix: string): Promise<string> {
  const name = `${catalogue}_${suffix}`;
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name} TEMPLATE ${catalogue}`);
  await admin.end();
  return databaseUrl(name);
}

/** The host's load averages, printed beside each round. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** CPU milliseconds a process has used (user and system), from /proc: Linux only. */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}
