import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * Recomputes the typo-correction dictionary from product names and keywords in one statement:
 * every lower-case word of letters only, three letters or more, with how often it occurs.
 * Words that no longer occur are removed; the rest are upserted. Call after catalogue changes.
 */
export async function refreshSearchWords(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`
    WITH fresh AS (
      SELECT word, count(*)::int AS frequency
      FROM products,
        LATERAL regexp_split_to_table(lower(name || ' ' || search_keywords), '[^a-z]+') AS word
      WHERE length(word) >= 3
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
