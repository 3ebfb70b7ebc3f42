import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from './client';

/**
 * The catalogue's vocabulary (`search_words`), which search corrects typed words against: every
 * lower-case word of letters only, three letters or more, of product names and keywords, with how
 * often it occurs.
 */
const wordsOf = (text: SQL) => sql`regexp_split_to_table(lower(${text}), '[^a-z]+')`;
const MIN_LENGTH = 3;

/**
 * Recomputes the vocabulary from product names and keywords in one statement. Words that no
 * longer occur are removed; the rest are upserted. Call after catalogue changes (the seeds).
 */
export async function refreshSearchWords(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`
    WITH fresh AS (
      SELECT word, count(*)::int AS frequency
      FROM products, LATERAL ${wordsOf(sql`name || ' ' || search_keywords`)} AS word
      WHERE length(word) >= ${MIN_LENGTH}
      GROUP BY word
    ),
    upserted AS (
      INSERT INTO search_words (word, frequency)
      SELECT word, frequency FROM fresh
      ON CONFLICT (word) DO UPDATE SET frequency = excluded.frequency
      RETURNING word
    )
    DELETE FROM search_words WHERE word NOT IN (SELECT word FROM fresh)
  `);
}

/**
 * Adds the words of a text that `products` more products now hold (a maker's new store name in
 * its products' keywords), so search takes them as typed instead of correcting them to a near
 * word. Words that left stay until the next refresh: a correction to one finds nothing more.
 */
export async function learnSearchWords(tx: Executor, text: string, products: number) {
  if (products === 0) return;
  await tx.execute(sql`
    INSERT INTO search_words (word, frequency)
    SELECT DISTINCT word, ${products}::int FROM ${wordsOf(sql`${text}::text`)} AS word
    WHERE length(word) >= ${MIN_LENGTH}
    ON CONFLICT (word) DO UPDATE SET frequency = search_words.frequency + excluded.frequency`);
}
