/**
 * Two builds' cache hits side by side (issue 41, decision 054): both shops run at once on one
 * catalogue, and the cached products page, a product and a search are asked of them in turn
 * (A, B, A, B, ...; which goes first changes each round), as browsers ask (brotli). Prints req/s
 * and the CPU each shop spent a request (from /proc), which a busy host blurs far less than
 * req/s.
 *
 *   npx tsx bench/hit-ab.ts <main.js of build A> <main.js of build B>
 *   HIT_AB_DATABASE     the catalogue (default makers_pantry_bench)
 *   HIT_AB_ROUNDS       rounds (default 3); BENCH_SECONDS per run (default 8)
 *   HIT_AB_PORT         build A's port, B's the next (default 4311)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { cpuMs, databaseUrl, loadAverage } from './ab-builds';
import { measure } from './load';
import { SERVER_NODE_FLAGS } from './shop-server';

const [mainA, mainB] = process.argv.slice(2).map((main) => path.resolve(main));
if (!mainA || !mainB) throw new Error('usage: hit-ab.ts <main.js A> <main.js B>');
const database = databaseUrl(process.env.HIT_AB_DATABASE ?? 'makers_pantry_bench');
const rounds = Number(process.env.HIT_AB_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const port = Number(process.env.HIT_AB_PORT ?? 4311);

async function start(main: string, port: number) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    cwd: path.dirname(main),
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      DATABASE_URL: database,
      SEED_DEMO: 'false',
      PUBLIC_LIMIT_PER_MINUTE: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 360; i++) {
    if (child.exitCode !== null) throw new Error(`${main} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${main} did not start`);
}

const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const a = await start(mainA, port);
const b = await start(mainB, port + 1);
try {
  const first = await (await fetch(`${a.url}/api/products/?pageNum=1`)).json();
  const id = (first as { products?: { id: number }[] }).products?.[0]?.id ?? 1;
  const paths = {
    'products page': '/api/products/?pageNum=1',
    product: `/api/products/${id}/`,
    search: `/api/products/search/?keyword=${encodeURIComponent('cold presed oil')}&pageNum=1`,
  };
  for (const shop of [a, b])
    for (const one of Object.values(paths)) await fetch(`${shop.url}${one}`);
  for (let round = 1; round <= rounds; round++) {
    console.log(`round ${round} (load average ${loadAverage()})`);
    const order =
      round % 2 ? [['A', a] as const, ['B', b] as const] : [['B', b] as const, ['A', a] as const];
    for (const [name, path] of Object.entries(paths))
      for (const [label, shop] of order) {
        const cpuBefore = cpuMs(shop.child.pid!);
        const figures = await measure(shop.url, { name, requests: [{ path }] }, 10, seconds);
        const requests = figures.requestsPerSecond * seconds;
        const cpu = (cpuMs(shop.child.pid!) - cpuBefore) / Math.max(1, requests);
        console.log(
          `  ${name} ${label}: ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms, CPU ${(cpu * 1000).toFixed(0)} µs a request, non-2xx ${figures.non2xx}`,
        );
      }
  }
} finally {
  await stop(a.child);
  await stop(b.child);
}
