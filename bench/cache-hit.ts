/**
 * A cache hit against the cost of its bytes (issue 41), in one run: a bare Fastify route answering
 * `{hello: 'world'}`, a bare Fastify route sending the same brotli bytes as the shop's products
 * page, then the shop's cached products page, product detail and search as browsers ask (brotli),
 * each with its ratio to the same-bytes route. The same-bytes route is measured before and after
 * the shop's rows and the ratios are to the mean of the two, so a host whose speed drifts during
 * the run (a shared one) shifts both sides alike.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
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
): Promise<CacheHitRow[]> {
  const page = await rawAnswer(`${shopUrl}${paths.products}`);
  const dir = path.join(repoRoot, 'bench/output');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'products-page.bytes');
  writeFileSync(file, page.body);
  const bare = await startBareRoutes(file, page.encoding);
  const run = async (name: string, url: string, path: string) => {
    const figures = await measure(url, { name, requests: [{ path }] }, connections, seconds);
    console.log(
      `  ${name} @${connections}: ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms`,
    );
    return figures;
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
    return [
      hello,
      { ...sameBefore, requestsPerSecond: Math.round(same), bytes: page.body.length },
      ...shopRows.map((row) => ({
        ...row,
        ratio: Math.round((row.requestsPerSecond / same) * 100) / 100,
      })),
    ];
  } finally {
    await bare.stop();
  }
}

export function cacheHitTable(rows: CacheHitRow[]): string {
  const lines = [
    '| what (as browsers ask: brotli) | connections | req/s | p99 ms | ratio to the same bytes |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.scenario} | ${r.connections} | ${r.requestsPerSecond} | ${r.p99Ms} | ${r.ratio ?? '-'} |`,
    );
  return lines.join('\n');
}
