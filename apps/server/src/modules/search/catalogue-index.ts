import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { catalogueTextVersion } from '../../db/schema/search';
import { productsOnSale, productWords } from '../catalog/service';
import {
  allOf,
  anyOf,
  firstIds,
  listCursor,
  NO_POSTINGS,
  type Cursor,
  type Postings,
} from './postings';
import type { Query } from './meaning';

interface Word {
  ids: Postings;
  inName: Postings;
}

/** The products to rank for a query, split by whether their names hold the words. */
export interface Candidates {
  readonly named: readonly number[];
  readonly other: readonly number[];
}

/**
 * Every word of the products on sale (active, from an approved maker: their search vectors, as
 * PostgreSQL stemmed them) with the products that hold it, in the server's memory: search's one
 * memo (decision 019). A broad search's candidates come from here in well under a millisecond,
 * where PostgreSQL's GIN indexes took 20-80 ms on the 100k catalogue. For words joined by 'and'
 * and 'or' it finds exactly what `@@` finds; a phrase counts as its words anywhere (a superset),
 * and PostgreSQL checks every candidate anyway (page.ts).
 */
export class CatalogueIndex {
  private constructor(
    /** catalogue_text_version when it was read. */
    readonly version: number,
    private readonly words: ReadonlyMap<string, Word>,
    /** The words in code-unit order, so the words a prefix starts are one run. */
    private readonly sorted: readonly string[],
    /** For each first character, the products holding any word that starts with it. */
    private readonly firstCharacters: ReadonlyMap<string, Word>,
  ) {}

  /**
   * Reads the index from one snapshot: first how many products hold each word (ts_stat), so every
   * list is allocated once at its size, then the products a range of ids at a time, filling them.
   * A product's words arrive as one string: PostgreSQL's parser never puts a space inside a
   * lexeme. Weight A marks the name's words.
   */
  static async read(db: Db): Promise<CatalogueIndex> {
    return db.transaction(
      async (tx) => {
        const head = await tx.execute<{ version: number; highest: number }>(sql`
          SELECT ${catalogueTextVersion.version}::float8 AS version,
            (SELECT coalesce(max(${productWords.id}), 0) FROM ${productWords}) AS highest
          FROM ${catalogueTextVersion}`);
        const { version, highest } = head.rows[0] ?? { version: 0, highest: 0 };
        const counts = await tx.execute<{ word: string; anywhere: number; inName: number }>(sql`
          SELECT word, everywhere.ndoc AS anywhere, coalesce(named.ndoc, 0) AS "inName"
          FROM ts_stat(${ON_SALE_VECTORS}) AS everywhere
            LEFT JOIN ts_stat(${ON_SALE_VECTORS}, 'a') AS named USING (word)`);
        const filling = new Map<string, { ids: Filling; inName: Filling }>();
        for (const row of counts.rows)
          filling.set(row.word, {
            ids: new Filling(row.anywhere),
            inName: new Filling(row.inName),
          });
        for (let from = 0; from < highest; from += ID_RANGE) {
          const rows = await tx.execute<{ id: number; words: string; nameWords: string }>(sql`
            SELECT ${productsOnSale.id} AS id,
              array_to_string(tsvector_to_array(${productsOnSale.searchVector}), ' ') AS words,
              array_to_string(tsvector_to_array(ts_filter(${productsOnSale.searchVector}, '{a}')), ' ')
                AS "nameWords"
            FROM ${productsOnSale}
            WHERE ${productsOnSale.id} > ${from} AND ${productsOnSale.id} <= ${from + ID_RANGE}
            ORDER BY ${productsOnSale.id}`);
          for (const { id, words, nameWords } of rows.rows) {
            for (const word of splitWords(words)) filling.get(word)?.ids.add(id);
            for (const word of splitWords(nameWords)) filling.get(word)?.inName.add(id);
          }
        }
        const words = new Map<string, Word>();
        for (const [word, lists] of filling)
          words.set(word, { ids: lists.ids.filled(), inName: lists.inName.filled() });
        return new CatalogueIndex(
          version,
          words,
          [...words.keys()].sort(),
          firstCharacterUnions(words, highest),
        );
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * The products to rank for a query: the first `named` whose names match it, then the first
   * `other` products that match it anywhere, without repeats, each marked by whether its name
   * matches.
   */
  candidates(query: Query, caps: { named: number; other: number }): Candidates {
    const named = firstIds(this.cursor(query, 'inName'), caps.named);
    const other: number[] = [];
    // The ids ascend, so one forward walk over the name matches tells which are named too.
    const alsoNamed = this.cursor(query, 'inName');
    const seen = new Set(named);
    for (const id of firstIds(this.cursor(query, 'ids'), caps.other)) {
      if (seen.has(id)) continue;
      (alsoNamed.seek(id) === id ? named : other).push(id);
    }
    return { named, other };
  }

  /** Walks the query's matches over one kind of list; a phrase counts as its words anywhere. */
  private cursor(query: Query, lists: keyof Word): Cursor {
    const lexeme = ({ lexeme, prefix }: { lexeme: string; prefix: boolean }) => {
      const words = prefix ? this.startingWith(lexeme) : [this.words.get(lexeme)];
      return anyOf(words.flatMap((word) => (word ? [listCursor(word[lists])] : [])));
    };
    return (query.joiner === ' & ' ? allOf : anyOf)(
      query.terms.map((term) => anyOf(term.map((way) => allOf(way.lexemes.map(lexeme))))),
    );
  }

  private startingWith(prefix: string): Word[] {
    if (prefix.length === 1) {
      const union = this.firstCharacters.get(prefix);
      return union ? [union] : [];
    }
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found: Word[] = [];
    for (let at = low; at < this.sorted.length && this.sorted[at]!.startsWith(prefix); at++)
      found.push(this.words.get(this.sorted[at]!)!);
    return found;
  }
}

/** Products read per query while building: about 170,000 postings on the bench catalogue. */
const ID_RANGE = 5_000;

/**
 * The vectors ts_stat counts words over: the same products the ranges read. ts_stat takes its
 * query as text, and the fragments bind no values, so their SQL is the whole of it.
 */
const ON_SALE_VECTORS = new PgDialect().sqlToQuery(
  sql`SELECT ${productsOnSale.searchVector} FROM ${productsOnSale}`,
).sql;

const splitWords = (words: string) => (words === '' ? [] : words.split(' '));

/**
 * The products holding a word that starts with each character, for a last word of one letter
 * ('cow k'): walking the hundreds of lists such a prefix joins took up to 5 ms of the server's one
 * thread a search (bench/search-queries.tsv), one list takes microseconds. About 8 MB on the
 * bench catalogue, built in one pass over the lists.
 */
function firstCharacterUnions(words: ReadonlyMap<string, Word>, highest: number) {
  const groups = new Map<string, Word[]>();
  for (const [word, lists] of words) {
    const group = groups.get(word[0]!);
    if (group) group.push(lists);
    else groups.set(word[0]!, [lists]);
  }
  const unions = new Map<string, Word>();
  for (const [first, group] of groups)
    unions.set(first, {
      ids: union(
        group.map((word) => word.ids),
        highest,
      ),
      inName: union(
        group.map((word) => word.inName),
        highest,
      ),
    });
  return unions;
}

/** The ids in any of the lists, ascending, once each. */
function union(lists: readonly Postings[], highest: number): Postings {
  const holds = new Uint8Array(highest + 1);
  let count = 0;
  for (const list of lists)
    for (const id of list)
      if (holds[id] === 0) {
        holds[id] = 1;
        count++;
      }
  const ids = new Int32Array(count);
  for (let id = 0, at = 0; at < count; id++) if (holds[id] === 1) ids[at++] = id;
  return ids;
}

/** A list allocated at its final length and filled in id order. */
class Filling {
  private readonly ids: Int32Array;
  private length = 0;

  constructor(size: number) {
    this.ids = size === 0 ? NO_POSTINGS : new Int32Array(size);
  }

  add(id: number) {
    // ts_stat counted in the same snapshot; more ids than counted would be a bug, not a race.
    if (this.length === this.ids.length) throw new Error('the search index outgrew its count');
    this.ids[this.length++] = id;
  }

  filled(): Postings {
    return this.length === this.ids.length ? this.ids : this.ids.subarray(0, this.length);
  }
}

/**
 * The index searches use, if one was read yet. A search that learns the catalogue moved on starts
 * reading a new one in the background, once however many searches see it; meanwhile their
 * candidates come from PostgreSQL alone (page.ts).
 */
export class CatalogueIndexHolder {
  held: CatalogueIndex | undefined;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    /** A read that fails leaves searches on PostgreSQL alone; the next search tries again. */
    private readonly onReadFailed: (error: unknown) => void,
  ) {}

  /** Reads a new index unless the one held is as new as `version` or one is being read. */
  keepUpWith(version: number): void {
    if (this.held && this.held.version >= version) return;
    this.reading ??= CatalogueIndex.read(this.db)
      .then(
        (index) => {
          if (!this.held || index.version > this.held.version) this.held = index;
        },
        (error: unknown) => this.onReadFailed(error),
      )
      .finally(() => (this.reading = undefined));
  }

  /** Resolves once no read is under way (the app waits for it before it closes). */
  async settled(): Promise<void> {
    await this.reading;
  }
}
