/**
 * Search as shoppers use it: bench/search-queries.tsv (2,200 distinct queries: popular words,
 * several words, misspellings, Indian spellings, words still being typed, and about 10% that match
 * nothing; bench/search-query-set.ts made it), each asked once, so no memory of a query helps.
 * With the public cache off this is what 'uncached' means for search.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/** Asks each query once, `connections` at a time, timing each answer to its last byte. */
export async function askEachOnce(
  baseUrl: string,
  queries: readonly SearchQuery[],
  connections: number,
): Promise<Asked[]> {
  const asked: Asked[] = [];
  let next = 0;
  async function worker() {
    while (next < queries.length) {
      const query = queries[next++]!;
      const started = performance.now();
      const res = await fetch(
        `${baseUrl}/api/products/search/?keyword=${encodeURIComponent(query.query)}&pageNum=1`,
        { headers: { accept: 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING } },
      );
      const body = (await res.json()) as { paginator?: { productsCount: number } };
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`search '${query.query}' answered ${res.status}`);
      asked.push({ ...query, ms, found: body.paginator?.productsCount ?? 0 });
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  return asked;
}

const percentile = (sorted: readonly number[], share: number) =>
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
