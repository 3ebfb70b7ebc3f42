import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { makers, products } from '../../db/schema/catalog';

/** An approved maker's profile as the seller page shows it; any other maker is not found. */
export async function findApprovedMaker(db: Db, id: number) {
  const [maker] = await db
    .select({
      id: makers.id,
      storeName: makers.storeName,
      profileImage: makers.profileImage,
      rating: makers.rating,
      numReviews: makers.numReviews,
      categoryTag: makers.categoryTag,
      cuisineTag: makers.cuisineTag,
      aboutSeller: makers.aboutSeller,
    })
    .from(makers)
    .where(and(eq(makers.id, id), eq(makers.isApproved, true)));
  return maker;
}

/** The maker's active products in catalogue order (products_maker_idx). */
export async function menuOf(db: Db, makerId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.makerId, makerId), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
