/**
 * A cache hit against the cost of its bytes (issue 41), in one run: a bare Fastify route answering
 * `{hello: 'world'}`, a bare Fastify route sending the same brotli bytes as the shop's products
 * page, then the shop's cached products page, product detail and search as browsers ask (brotli),
 * each with its ratio to the same-bytes route. The same-bytes route is measured before and after
 * the shop's rows and the ratios are to the mean of the two, so a host whose speed drifts during
 * the run (a shared one) shifts both sides alike. Given the shop's process id, each row also has
 * the CPU its server spent a request, and the shop's rows their ratio by CPU.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { cpuMs } from './ab-builds';
import { BROWSER_ACCEPT_ENCODING, measure, type LoadFigures } from './load';
import { repoRoot, SERVER_NODE_FLAGS } from './shop-server';

export interface CacheHitPaths {
  products: string;
  detail: string;
  search: string;
}

export interface CacheHitRow extends LoadFigures {
  /** req/s over the same-bytes route's (mean of its two runs); absent for the two bare routes. */
  ratio?: number;
  bytes?: number;
  /**
   * The CPU its server process spent a request, in µs (from /proc; when the shop's process id is
   * known). On a shared host req/s follows each process's share of the cores from second to
   * second, the CPU a request far less.
   */
  cpuMicros?: number;
  /** The same-bytes route's CPU a request over this row's: the ratio by CPU. */
  cpuRatio?: number;
}

/** The answer's bytes as they travel (still compressed), with its encoding. */
function rawAnswer(url: string): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const asking = request(
      url,
      { headers: { accept: 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: String(answer.headers['content-encoding'] ?? 'identity'),
          }),
        );
        answer.on('error', reject);
      },
    );
    asking.on('error', reject);
    asking.end();
  });
}

async function startBareRoutes(file: string, encoding: string) {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(import.meta.dirname, 'bare-routes.ts')],
    {
      cwd: path.join(repoRoot, 'bench'),
      env: { ...process.env, SAME_BYTES_FILE: file, SAME_BYTES_ENCODING: encoding },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare routes exited with code ${code}`)));
    lines.on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function cacheHitFigures(
  shopUrl: string,
  paths: CacheHitPaths,
  seconds: number,
  connections = 10,
  shopPid?: number,
): Promise<CacheHitRow[]> {
  const page = await rawAnswer(`${shopUrl}${paths.products}`);
  const dir = path.join(repoRoot, 'bench/output');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'products-page.bytes');
  writeFileSync(file, page.body);
  const bare = await startBareRoutes(file, page.encoding);
  const run = async (name: string, url: string, path: string): Promise<CacheHitRow> => {
    const pid = url === bare.url ? bare.pid : shopPid;
    const cpuBefore = pid ? cpuMs(pid) : 0;
    const figures = await measure(url, { name, requests: [{ path }] }, connections, seconds);
    const requests = Math.max(1, figures.requestsPerSecond * seconds);
    const cpuMicros = pid ? Math.round(((cpuMs(pid) - cpuBefore) * 1000) / requests) : undefined;
    console.log(
      `  ${name} @${connections}: ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms${cpuMicros ? `, CPU ${cpuMicros} µs a request` : ''}`,
    );
    return { ...figures, cpuMicros };
  };
  try {
    // Each shop path once before it is measured: the runs measure hits, not the first miss.
    for (const one of Object.values(paths)) await rawAnswer(`${shopUrl}${one}`);
    const hello = await run("bare Fastify route, {hello: 'world'}", bare.url, '/bare/');
    const sameName = `bare Fastify route, the products page's ${page.body.length} bytes (${page.encoding})`;
    const sameBefore = await run(sameName, bare.url, '/same-bytes/');
    const shopRows = [
      await run('cached products page', shopUrl, paths.products),
      await run('cached product detail', shopUrl, paths.detail),
      await run('cached search', shopUrl, paths.search),
    ];
    const sameAfter = await run(sameName, bare.url, '/same-bytes/');
    const same = (sameBefore.requestsPerSecond + sameAfter.requestsPerSecond) / 2;
    const sameCpu =
      sameBefore.cpuMicros && sameAfter.cpuMicros
        ? (sameBefore.cpuMicros + sameAfter.cpuMicros) / 2
        : undefined;
    const twoPlaces = (value: number) => Math.round(value * 100) / 100;
    return [
      hello,
      {
        ...sameBefore,
        requestsPerSecond: Math.round(same),
        cpuMicros: sameCpu && Math.round(sameCpu),
        bytes: page.body.length,
      },
      ...shopRows.map((row) => ({
        ...row,
        ratio: twoPlaces(row.requestsPerSecond / same),
        cpuRatio: sameCpu && row.cpuMicros ? twoPlaces(sameCpu / row.cpuMicros) : undefined,
      })),
    ];
  } finally {
    await bare.stop();
  }
}

export function cacheHitTable(rows: CacheHitRow[]): string {
  const lines = [
    '| what (as browsers ask: brotli) | connections | req/s | p99 ms | ratio to the same bytes | CPU µs a request | ratio by CPU |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.scenario} | ${r.connections} | ${r.requestsPerSecond} | ${r.p99Ms} | ${r.ratio ?? '-'} | ${r.cpuMicros ?? '-'} | ${r.cpuRatio ?? '-'} |`,
    );
  return lines.join('\n');
}
