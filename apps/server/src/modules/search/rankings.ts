import type { Ranking } from './queries';
import { RecentlyUsed } from './recently-used';

/**
 * Queries' candidates as PostgreSQL checked and ordered them, for the life of one catalogue index.
 * A query's candidates and their ranks change only with the catalogue's text, which moves the
 * catalogue version, and equal ranks go by review count, which moves the reviews version. So a
 * repeated search reads no search vector and sorts nothing: `ts_rank` was about a third of its
 * page statement, and the sort read every candidate (docs/performance.md). A ranking is kept only
 * if PostgreSQL ranked at the very version the candidates came from; an index of a newer version,
 * or a page that saw newer review counts, forgets every ranking kept before.
 */
export class Rankings {
  // Promises, so that searches of the same words at the same moment rank them once.
  private readonly byQuery: RecentlyUsed<string, Promise<Ranking>>;
  private version = -Infinity;
  private reviewsVersion = -Infinity;

  constructor(capacity: number) {
    this.byQuery = new RecentlyUsed(capacity);
  }

  /** The ranking of `query`'s candidates from the index at `indexVersion`; `rank` reads it. */
  of(indexVersion: number, query: string, rank: () => Promise<Ranking>): Promise<Ranking> {
    // A search still holding an older index ranks its own candidates, unremembered.
    if (indexVersion < this.version) return rank();
    if (indexVersion > this.version) {
      this.byQuery.clear();
      this.version = indexVersion;
    }
    return this.byQuery.getOrMake(query, () => {
      const ranking = rank();
      const forget = () => {
        if (this.version === indexVersion && this.byQuery.peek(query) === ranking)
          this.byQuery.delete(query);
      };
      ranking.then((ranked) => {
        if (ranked.catalogueVersion !== indexVersion || ranked.reviewsVersion < this.reviewsVersion)
          forget();
      }, forget);
      return ranking;
    });
  }

  /** A page was read at `reviewsVersion`: rankings ordered by older review counts are forgotten. */
  reviewsCounted(reviewsVersion: number): void {
    if (reviewsVersion <= this.reviewsVersion) return;
    this.reviewsVersion = reviewsVersion;
    this.byQuery.clear();
  }
}
