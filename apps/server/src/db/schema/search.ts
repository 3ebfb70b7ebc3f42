import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

/** Pairs of words that mean the same food (dahi/curd); stored in both directions. */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    word: text('word').notNull(),
    synonym: text('synonym').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.synonym] })],
);

/** Every word that appears in product names and keywords: the dictionary typos are corrected against. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    frequency: integer('frequency').notNull().default(1),
  },
  // GiST, not GIN: for `%` on a table this small the planner passes a GIN index over and compares
  // the typed word with every word; the GiST one it uses (search/meaning.ts).
  (t) => [index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`)],
);

/**
 * One row whose version a trigger moves whenever product text, what is on sale or the search
 * dictionaries change (migrations 0006, 0007): search uses its in-memory index only at the version
 * it was read at (decision 019).
 */
export const catalogueTextVersion = pgTable(
  'catalogue_text_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_text_version_one_row', sql`${t.id}`)],
);
