import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  HubMaker,
  MakerEdit,
  MakerState,
  NewMakerState,
} from '@makers-pantry/domain/hub-makers';
import { withStoreRenamed } from '@makers-pantry/domain/search-keywords';
import type { Db, Executor } from '../../db/client';
import { makers, products } from '../../db/schema/catalog';
import { learnSearchWords } from '../../db/search-vocabulary';
import { AppError, notFound } from '../../http/errors';
import { checkVersion, nextVersion } from '../../http/versions';
import { peopleByIds } from '../accounts/service';
import type { MakerScope } from './batches';

/**
 * Makers as the hub runs them (issue 25 section 2). `is_approved` is what puts a maker's products
 * on sale (catalogue-conditions' `onSale`); a trigger moves the catalogue version when it changes
 * (migration 0007), so search drops or takes back the maker's products on every instance.
 * Suspending sets it false with when and why; orders already placed stay and are fulfilled.
 */
export type MakerRow = typeof makers.$inferSelect;
export interface MakerChange {
  before: MakerRow;
  after: MakerRow;
}

export const makerStateOf = (row: Pick<MakerRow, 'isApproved' | 'suspendedAt'>): MakerState =>
  row.isApproved ? 'approved' : row.suspendedAt ? 'suspended' : 'pending';

export function makerAuditFields(row: MakerRow): Record<string, unknown> {
  return {
    storeName: row.storeName,
    profileImage: row.profileImage,
    categoryTag: row.categoryTag,
    cuisineTag: row.cuisineTag,
    aboutSeller: row.aboutSeller,
    leadTimeHours: row.leadTimeHours,
    state: makerStateOf(row),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
    ownerUserId: row.userId,
    version: row.version,
  };
}

async function lockMaker(tx: Executor, id: number, scope: MakerScope, version: number) {
  const [row] = await tx
    .select()
    .from(makers)
    .where(
      and(eq(makers.id, id), scope.makerId === null ? undefined : eq(makers.id, scope.makerId)),
    )
    .for('update');
  if (!row) throw notFound('This maker');
  checkVersion(row, version);
  return row;
}

/** Whether the scope may see this maker (a seller: only its own). */
export async function makerVisible(db: Executor, scope: MakerScope, id: number) {
  const [row] = await db
    .select({ id: makers.id })
    .from(makers)
    .where(
      and(eq(makers.id, id), scope.makerId === null ? undefined : eq(makers.id, scope.makerId)),
    );
  return row !== undefined;
}

async function update(tx: Executor, id: number, values: Partial<MakerRow>) {
  const [after] = await tx
    .update(makers)
    .set({ ...values, version: nextVersion(makers.version) })
    .where(eq(makers.id, id))
    .returning();
  return after!;
}

/**
 * The store profile a maker (or ops for it) edits. A new store name is rewritten into the
 * search keywords of every product of the maker, in the same transaction: that update moves the
 * catalogue version (migration 0007's trigger), so search on every instance finds the products by
 * the new name from the next query.
 */
export async function editMakerProfile(
  tx: Executor,
  scope: MakerScope,
  id: number,
  edit: MakerEdit,
): Promise<MakerChange> {
  const { version, ...fields } = edit;
  const before = await lockMaker(tx, id, scope, version);
  const after = await update(tx, id, fields);
  if (after.storeName !== before.storeName)
    await renameInKeywords(tx, id, before.storeName, after.storeName);
  return { before, after };
}

/** The maker's products' keywords with the new store name, in one statement. */
async function renameInKeywords(tx: Executor, makerId: number, from: string, to: string) {
  const rows = await tx
    .select({ id: products.id, keywords: products.searchKeywords })
    .from(products)
    .where(eq(products.makerId, makerId));
  const renamed = rows.map((row) => ({
    id: row.id,
    keywords: withStoreRenamed(row.keywords, from, to),
  }));
  if (renamed.length === 0) return;
  await tx.execute(sql`
    UPDATE ${products} SET search_keywords = t.keywords
    FROM jsonb_to_recordset(${JSON.stringify(renamed)}::jsonb) AS t(id int, keywords text)
    WHERE ${products.id} = t.id AND ${products.searchKeywords} IS DISTINCT FROM t.keywords`);
  await learnSearchWords(tx, to, renamed.length);
}

/** A new store picture (its URL under /media), on the version it was chosen on. */
export async function setMakerProfileImage(
  tx: Executor,
  scope: MakerScope,
  id: number,
  version: number,
  profileImage: string,
): Promise<MakerChange> {
  const before = await lockMaker(tx, id, scope, version);
  return { before, after: await update(tx, id, { profileImage }) };
}

export interface NewMaker {
  storeName: string;
  categoryTag: string;
  cuisineTag: string;
  aboutSeller: string;
  leadTimeHours?: number | undefined;
  state: NewMakerState;
  /** The seller login that runs it, if one was named. */
  userId: number | null;
}

/**
 * A maker ops create (from a lead or from scratch): approved puts it on sale at once, pending
 * keeps its products out of the shop until ops approve it. Its picture is added later.
 */
export async function createMaker(tx: Executor, maker: NewMaker, now: Date): Promise<MakerRow> {
  const { state, leadTimeHours, ...profile } = maker;
  const [row] = await tx
    .insert(makers)
    .values({
      ...profile,
      ...(leadTimeHours === undefined ? {} : { leadTimeHours }),
      profileImage: '',
      isApproved: state === 'approved',
      createdAt: now,
    })
    .returning();
  return row!;
}

/** The store a seller login runs, if any (one store per login). */
export async function makerRunBy(tx: Executor, userId: number): Promise<MakerRow | undefined> {
  const [row] = await tx.select().from(makers).where(eq(makers.userId, userId));
  return row;
}

/** Ops give a maker's store to another login (or its first one), on the version they read. */
export async function setMakerOwner(
  tx: Executor,
  id: number,
  version: number,
  userId: number,
): Promise<MakerChange> {
  const before = await lockMaker(tx, id, { makerId: null }, version);
  return { before, after: await update(tx, id, { userId }) };
}

/** Ops take a maker off sale: its products leave listings, search and carts at once. */
export async function suspendMaker(
  tx: Executor,
  id: number,
  version: number,
  reason: string,
  now: Date,
): Promise<MakerChange> {
  const before = await lockMaker(tx, id, { makerId: null }, version);
  if (makerStateOf(before) === 'suspended')
    throw new AppError('MAKER_STEP_NOT_ALLOWED', 'This maker is already suspended.');
  const after = await update(tx, id, {
    isApproved: false,
    suspendedAt: now,
    suspensionReason: reason,
  });
  return { before, after };
}

/** Ops approve a maker awaiting approval, or reinstate a suspended one. */
export async function reinstateMaker(
  tx: Executor,
  id: number,
  version: number,
): Promise<MakerChange> {
  const before = await lockMaker(tx, id, { makerId: null }, version);
  if (before.isApproved)
    throw new AppError('MAKER_STEP_NOT_ALLOWED', 'This maker is already approved and on sale.');
  const after = await update(tx, id, {
    isApproved: true,
    suspendedAt: null,
    suspensionReason: null,
  });
  return { before, after };
}

const STATE_CONDITIONS: Record<MakerState, SQL> = {
  approved: eq(makers.isApproved, true),
  pending: and(eq(makers.isApproved, false), isNull(makers.suspendedAt))!,
  suspended: and(eq(makers.isApproved, false), isNotNull(makers.suspendedAt))!,
};

/** Makers by store name, with their owner and product count; a seller gets only its own. */
export async function makerList(
  db: Db,
  scope: MakerScope,
  filter: { state?: MakerState | undefined; q?: string | undefined; id?: number },
): Promise<HubMaker[]> {
  const productsCount = db
    .select({ makerId: products.makerId, n: count().as('n') })
    .from(products)
    .groupBy(products.makerId)
    .as('product_counts');
  const words = filter.q?.trim();
  const rows = await db
    .select({
      maker: makers,
      productsCount: sql<number>`coalesce(${productsCount.n}, 0)::int`,
    })
    .from(makers)
    .leftJoin(productsCount, eq(productsCount.makerId, makers.id))
    .where(
      and(
        scope.makerId === null ? undefined : eq(makers.id, scope.makerId),
        filter.id === undefined ? undefined : eq(makers.id, filter.id),
        filter.state === undefined ? undefined : STATE_CONDITIONS[filter.state],
        words
          ? or(
              ilike(makers.storeName, `%${escapeLike(words)}%`),
              ilike(makers.cuisineTag, `%${escapeLike(words)}%`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(makers.storeName), asc(makers.id))
    .limit(500);
  const owners = await peopleByIds(
    db,
    rows.map((row) => row.maker.userId),
  );
  return rows.map(({ maker, productsCount: n }) => ({
    id: maker.id,
    version: maker.version,
    storeName: maker.storeName,
    profileImage: maker.profileImage,
    categoryTag: maker.categoryTag,
    cuisineTag: maker.cuisineTag,
    aboutSeller: maker.aboutSeller,
    leadTimeHours: maker.leadTimeHours,
    state: makerStateOf(maker),
    suspendedAt: maker.suspendedAt?.toISOString() ?? null,
    suspensionReason: maker.suspensionReason,
    productsCount: n,
    owner: (maker.userId === null ? undefined : owners.get(maker.userId)) ?? null,
    createdAt: maker.createdAt.toISOString(),
  }));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
