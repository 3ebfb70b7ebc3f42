/**
 * Search as shoppers use it: bench/search-queries.tsv (2,200 distinct queries: popular words,
 * several words, misspellings, Indian spellings, words still being typed, and about 10% that match
 * nothing; bench/search-query-set.ts made it), each asked once, so no memory of a query helps.
 * With the public cache off this is what 'uncached' means for search.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BROWSER_ACCEPT_ENCODING } from './load';

export interface SearchQuery {
  kind: string;
  query: string;
}

export interface Asked extends SearchQuery {
  ms: number;
  found: number;
}

export function searchQueries(): SearchQuery[] {
  return readFileSync(path.join(import.meta.dirname, 'search-queries.tsv'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [kind, query] = line.split('\t') as [string, string];
      return { kind, query };
    });
}

/** One answer, read to its last byte: its status, encoding and (still compressed) body. */
function get(url: string, agent: http.Agent) {
  return new Promise<{ status: number; encoding: string; body: Buffer }>((resolve, reject) => {
    const headers = { accept: 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  '': (body) => body,
};

/**
 * Asks each query once, `connections` at a time, timing each answer to its last byte, as a
 * browser asks (compressed, kept-alive connections). It uses node:http rather than fetch: fetch
 * spent 0.6-1.2 ms of CPU a request (node:http 0.15-0.28) on the two cores it shares with the
 * shop and PostgreSQL, which the shop's figures then paid for. The answers are decoded once all
 * are in, for the same reason.
 */
export async function askEachOnce(
  baseUrl: string,
  queries: readonly SearchQuery[],
  connections: number,
): Promise<Asked[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const answered: { query: SearchQuery; ms: number; answer: Awaited<ReturnType<typeof get>> }[] =
    [];
  let next = 0;
  async function worker() {
    while (next < queries.length) {
      const query = queries[next++]!;
      const started = performance.now();
      const answer = await get(
        `${baseUrl}/api/products/search/?keyword=${encodeURIComponent(query.query)}&pageNum=1`,
        agent,
      );
      answered.push({ query, ms: performance.now() - started, answer });
    }
  }
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    agent.destroy();
  }
  return answered.map(({ query, ms, answer }) => {
    if (answer.status !== 200) throw new Error(`search '${query.query}' answered ${answer.status}`);
    const decode = DECODERS[answer.encoding];
    if (!decode) throw new Error(`search '${query.query}' came as ${answer.encoding}`);
    const body = JSON.parse(decode(answer.body).toString()) as {
      paginator?: { productsCount: number };
    };
    return { ...query, ms, found: body.paginator?.productsCount ?? 0 };
  });
}

/**
 * Words outside the set, asked before anything counts and again 5 s later, so that each shop has
 * read its search index (and its first cache period has passed).
 */
export async function warmUpSearch(urls: readonly string[]): Promise<void> {
  const warmUp = ['warm', 'ghee', 'oil', 'ragi'].map((query) => ({ kind: 'warm-up', query }));
  for (const url of urls) await askEachOnce(url, warmUp, 1);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  for (const url of urls) await askEachOnce(url, warmUp, 1);
}

export const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
const ms = (value: number) => value.toFixed(1);

/** p50, p99, max, how many found nothing, and the slowest ten, as lines to print. */
export function searchFigures(label: string, asked: readonly Asked[]): string[] {
  const sorted = asked.map((answer) => answer.ms).sort((a, b) => a - b);
  const slowest = [...asked].sort((a, b) => b.ms - a.ms).slice(0, 10);
  const nothing = asked.filter((answer) => answer.found === 0).length;
  return [
    `${label}: ${asked.length} distinct queries, each once: p50 ${ms(percentile(sorted, 0.5))} ms, ` +
      `p99 ${ms(percentile(sorted, 0.99))} ms, max ${ms(sorted.at(-1) ?? 0)} ms; ` +
      `${nothing} found nothing`,
    `  slowest ten: ${slowest.map((answer) => `'${answer.query}' (${answer.kind}, ${answer.found} found) ${ms(answer.ms)} ms`).join('; ')}`,
  ];
}
