/**
 * Writes bench/search-queries.tsv: 2,200 distinct searches as shoppers type them, drawn from the
 * bench catalogue (`seed:large`), in a fixed order from a fixed seed, so the file changes only
 * when the catalogue's words do. Each line is `kind<TAB>query`. Run it once against the bench
 * database and commit the file:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/makers_pantry_bench npx tsx bench/search-query-set.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** How many of each kind: about 10% match nothing. */
const QUOTAS = {
  popular: 300,
  'multi-word': 650,
  misspelt: 450,
  indian: 200,
  'partly typed': 370,
  'no match': 230,
} as const;
type Kind = keyof typeof QUOTAS;

/** Words of Indian kitchens written several ways (spellings.ts) or named in other languages. */
const INDIAN = ['aata', 'ata', 'daal', 'dhal', 'dhall', 'ghi', 'jaggry', 'jaggeri', 'nachni'];

/** mulberry32: a small seeded generator, so the set is the same on every machine. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function main() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const words = (
    await client.query<{ word: string }>(
      `SELECT word FROM search_words WHERE word ~ '^[a-z]+$' ORDER BY frequency DESC, word`,
    )
  ).rows.map((row) => row.word);
  const names = (
    await client.query<{ name: string }>(
      'SELECT name FROM products WHERE is_active ORDER BY md5(id::text) LIMIT 3000',
    )
  ).rows.map((row) =>
    row.name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean),
  );
  const synonyms = (
    await client.query<{ word: string }>('SELECT DISTINCT word FROM search_synonyms ORDER BY 1')
  ).rows.map((row) => row.word);
  await client.end();

  const next = random(29);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  /** Frequent words come up more often, as they do in a shop's search box. */
  const popularWord = () => words[Math.floor(next() ** 2 * words.length)]!;
  const misspell = (word: string) => {
    const at = 1 + Math.floor(next() * (word.length - 2));
    switch (Math.floor(next() * 4)) {
      case 0:
        return word.slice(0, at) + word.slice(at + 1);
      case 1:
        return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
      case 2:
        return word.slice(0, at) + word[at] + word.slice(at);
      default:
        return (
          word.slice(0, at) + pick([...'aeiou'].filter((v) => v !== word[at])) + word.slice(at + 1)
        );
    }
  };
  const nonsense = () =>
    Array.from({ length: 4 + Math.floor(next() * 4) }, () => pick([...'qxzjvwkf'])).join('');

  const makers: Record<Kind, () => string> = {
    popular: () => popularWord(),
    'multi-word': () => {
      const name = pick(names);
      const length = Math.min(name.length, 2 + Math.floor(next() * 2));
      const start = Math.floor(next() * (name.length - length + 1));
      return name.slice(start, start + length).join(' ');
    },
    misspelt: () => {
      const word = pick(words.filter((candidate) => candidate.length >= 5));
      return next() < 0.75 ? misspell(word) : `${popularWord()} ${misspell(word)}`;
    },
    indian: () => {
      const word = pick([...INDIAN, ...synonyms]);
      return next() < 0.4
        ? word
        : next() < 0.5
          ? `${popularWord()} ${word}`
          : `${word} ${popularWord()}`;
    },
    'partly typed': () => {
      const word = popularWord();
      return next() < 0.4 ? word.slice(0, 2) : `${popularWord()} ${word[0]}`;
    },
    'no match': () => (next() < 0.7 ? nonsense() : `${nonsense()} ${nonsense()}`),
  };
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const [kind, quota] of Object.entries(QUOTAS) as [Kind, number][]) {
    for (let made = 0, tries = 0; made < quota && tries < quota * 50; tries++) {
      const query = makers[kind]();
      if (query.trim().length < 2 || seen.has(query)) continue;
      seen.add(query);
      lines.push(`${kind}\t${query}`);
      made++;
    }
  }
  // Kinds interleaved, so any stretch of the run asks a mix.
  const shuffled = lines
    .map((line) => ({ line, order: next() }))
    .sort((a, b) => a.order - b.order)
    .map(({ line }) => line);
  writeFileSync(path.join(import.meta.dirname, 'search-queries.tsv'), `${shuffled.join('\n')}\n`);
  console.log(`${shuffled.length} distinct queries written to bench/search-queries.tsv`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
