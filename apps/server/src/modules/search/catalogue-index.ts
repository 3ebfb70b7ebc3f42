import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueTextVersion, products } from '../../db/schema/catalog';
import {
  allOf,
  anyOf,
  concat,
  firstIds,
  listCursor,
  NO_POSTINGS,
  type Cursor,
  type Postings,
} from './postings';
import type { QueryNode } from './tsquery-text';

interface Word {
  ids: Postings;
  inName: Postings;
}

/**
 * Every word of the products on sale (their search vectors, as PostgreSQL stemmed them) with the
 * products that hold it, in the server's memory. A broad search's candidates come from here in
 * well under a millisecond, where the GIN indexes took 20 ms on the 100k catalogue (docs/
 * performance.md). What it finds is a superset of what PostgreSQL's `@@` finds (a phrase counts as
 * its words anywhere), so the ranking query checks every candidate again.
 */
export class CatalogueIndex {
  private constructor(
    /** catalogue_text_version when it was read. */
    readonly version: number,
    private readonly words: ReadonlyMap<string, Word>,
    /** The words in code-unit order, so the words a prefix starts are one run. */
    private readonly sorted: readonly string[],
  ) {}

  /**
   * Reads the index from one snapshot, a range of product ids at a time so that only one range's
   * words are ever held as plain arrays. A product's words arrive as one string: PostgreSQL's
   * parser never puts a space inside a lexeme. Weight A marks the name's words.
   */
  static async read(db: Db): Promise<CatalogueIndex> {
    return db.transaction(
      async (tx) => {
        const head = await tx.execute<{ version: number; highest: number }>(sql`
          SELECT ${catalogueTextVersion.version}::float8 AS version,
            (SELECT coalesce(max(${products.id}), 0) FROM ${products}) AS highest
          FROM ${catalogueTextVersion}`);
        const { version, highest } = head.rows[0] ?? { version: 0, highest: 0 };
        const chunks = new Map<string, { ids: Postings[]; inName: Postings[] }>();
        for (let from = 0; from < highest; from += ID_RANGE) {
          const rows = await tx.execute<{ id: number; words: string; nameWords: string }>(sql`
            SELECT ${products.id} AS id,
              array_to_string(tsvector_to_array(${products.searchVector}), ' ') AS words,
              array_to_string(tsvector_to_array(ts_filter(${products.searchVector}, '{a}')), ' ')
                AS "nameWords"
            FROM ${products}
            WHERE ${products.isActive} AND ${products.id} > ${from}
              AND ${products.id} <= ${from + ID_RANGE}
            ORDER BY ${products.id}`);
          const ids = new Map<string, number[]>();
          const inName = new Map<string, number[]>();
          for (const row of rows.rows) {
            addTo(ids, row.words, row.id);
            addTo(inName, row.nameWords, row.id);
          }
          for (const [word, list] of ids) {
            const chunk = chunks.get(word) ?? { ids: [], inName: [] };
            chunk.ids.push(Int32Array.from(list));
            const named = inName.get(word);
            if (named) chunk.inName.push(Int32Array.from(named));
            chunks.set(word, chunk);
          }
        }
        const words = new Map<string, Word>();
        for (const [word, chunk] of chunks)
          words.set(word, {
            ids: concat(chunk.ids),
            inName: chunk.inName.length > 0 ? concat(chunk.inName) : NO_POSTINGS,
          });
        return new CatalogueIndex(version, words, [...words.keys()].sort());
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * The products to rank for a query: the first `named` whose names may match it, then the first
   * `other` products that may match it anywhere, without repeats. Undefined for a query the index
   * cannot answer (a 'not', which the shop never asks for): PostgreSQL then finds them alone.
   */
  candidates(query: QueryNode, caps: { named: number; other: number }): number[] | undefined {
    const inName = this.cursor(query, 'inName');
    const anywhere = this.cursor(query, 'ids');
    if (!inName || !anywhere) return undefined;
    return [...new Set([...firstIds(inName, caps.named), ...firstIds(anywhere, caps.other)])];
  }

  /** Walks the query's matches over one kind of list; a phrase counts as its words anywhere. */
  private cursor(query: QueryNode, lists: keyof Word): Cursor | undefined {
    switch (query.kind) {
      case 'lexeme': {
        const words = query.prefix
          ? this.startingWith(query.lexeme)
          : [this.words.get(query.lexeme)];
        return anyOf(words.flatMap((word) => (word ? [listCursor(word[lists])] : [])));
      }
      case 'and':
      case 'phrase':
      case 'or': {
        const children = query.children.map((child) => this.cursor(child, lists));
        if (children.some((child) => child === undefined)) return undefined;
        return (query.kind === 'or' ? anyOf : allOf)(children as Cursor[]);
      }
      case 'not':
        return undefined;
    }
  }

  private startingWith(prefix: string): Word[] {
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

/**
 * Products read per query while building: about 170,000 postings on the bench catalogue. With
 * 20,000 a build lifted the server's peak RSS by 66 MiB, with 5,000 by 42 (the index keeps 16).
 */
const ID_RANGE = 5_000;

function addTo(lists: Map<string, number[]>, words: string, id: number) {
  if (words === '') return;
  for (const word of words.split(' ')) {
    const list = lists.get(word);
    if (list) list.push(id);
    else lists.set(word, [id]);
  }
}

/**
 * The index searches use. The first search waits for it to be read; after the catalogue's text
 * changes, searches go on without it (the caller searches with PostgreSQL alone) while a new one is
 * read in the background, once however many searches see the change.
 */
export class CatalogueIndexHolder {
  private held: CatalogueIndex | undefined;
  private reading: Promise<CatalogueIndex | undefined> | undefined;

  constructor(
    private readonly db: Db,
    /** A read that fails leaves searches on PostgreSQL alone; the next search tries again. */
    private readonly onReadFailed: (error: unknown) => void,
  ) {}

  /** The index held, if it was read at exactly `version`. */
  at(version: number): CatalogueIndex | undefined {
    return this.held?.version === version ? this.held : undefined;
  }

  /** The index if it is as new as `version`; undefined while a newer one is being read. */
  async current(version: number): Promise<CatalogueIndex | undefined> {
    if (this.held && this.held.version >= version) return this.held;
    const reading = this.read();
    if (this.held) return undefined;
    const index = await reading;
    return index && index.version >= version ? index : undefined;
  }

  /** Resolves once no read is under way (the app waits for it before it closes). */
  async settled(): Promise<void> {
    await this.reading;
  }

  private read(): Promise<CatalogueIndex | undefined> {
    this.reading ??= CatalogueIndex.read(this.db)
      .then(
        (index) => {
          if (!this.held || index.version > this.held.version) this.held = index;
          return index;
        },
        (error: unknown) => {
          this.onReadFailed(error);
          return undefined;
        },
      )
      .finally(() => (this.reading = undefined));
    return this.reading;
  }
}
