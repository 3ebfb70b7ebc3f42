import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { openTestDatabase } from '../../test/harness';
import { CatalogueIndexHolder } from './catalogue-index';
import { searchProducts, type ProductCards } from './service';

let database: Database;
let drop: () => Promise<void>;
let catalogue: Catalogue;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  catalogue = await buildCatalogue(database.db, new Date('2026-11-20T04:30:00.000Z'));
});
afterAll(async () => drop());

/** Cards carrying only the ids: which products a search chose, in its order. */
const idCards: ProductCards = async (_context, { ids }) =>
  ids.map((id) => ({ id }) as Awaited<ReturnType<ProductCards>>[number]);

const search = (index: CatalogueIndexHolder, keyword: string) =>
  searchProducts({ db: database.db } as AppContext, index, idCards, keyword, 1);

describe('searchProducts', () => {
  it('finds a product holding every word, added after the index held none', async () => {
    const index = new CatalogueIndexHolder(database.db, (error) => {
      throw error;
    });
    index.keepUpWith(0);
    await index.settled();
    // No product holds both words (and neither has a phrase synonym, so the index is exact):
    // the names holding either are shown instead.
    const before = await search(index, 'kodo dosa');
    expect(before.products.map((card) => card.id)).toEqual([catalogue.products.ragiBatter]);

    const [batter] = await database.db
      .select()
      .from(products)
      .where(eq(products.id, catalogue.products.ragiBatter));
    const { id: _id, searchVector: _vector, ...row } = batter!;
    const [mix] = await database.db
      .insert(products)
      .values({ ...row, name: 'Kodo Dosa Mix', description: 'Kodo.', ingredients: 'Kodo.' })
      .returning({ id: products.id });
    // The index still held was read before the mix: it says no product holds both words.
    const after = await search(index, 'kodo dosa');
    expect(after.products.map((card) => card.id)).toEqual([mix!.id]);
    expect(after.paginator.productsCount).toBe(1);
    // The search found the catalogue moved on and started reading a new index.
    await index.settled();
    expect(index.held?.version).toBeGreaterThan(0);
  });
});
