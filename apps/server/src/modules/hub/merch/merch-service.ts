import {
  showingState,
  type BannerCreate,
  type BannerEdit,
  type BannerPicture,
  type CollectionCreate,
  type CollectionEdit,
  type HubBanner,
  type HubCollection,
} from '@makers-pantry/domain/hub-merchandising';
import type { CollectionType } from '@makers-pantry/domain/catalog-enums';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../http/errors';
import { wholePhoto } from '../../../media/photo';
import {
  BANNER,
  COLLECTION_TILE,
  forgetMedia,
  storeVariants,
  type StoredMedia,
} from '../../../media/variants';
import {
  allBanners,
  allCollections,
  bannerHasPictures,
  checkShopPageLink,
  collectionHasPictures,
  findShopPages,
  insertBanner,
  insertCollection,
  productIdsOf,
  setCollectionProducts,
  updateBanner,
  updateCollection,
  type BannerFields,
  type BannerRow,
  type CollectionFields,
  type CollectionRow,
} from '../../catalog/service';
import { recordChange, recordRowChange } from '../shared/audit-log';
import type { HubActor } from '../shared/hub-actor';

/**
 * The home page's banners and collections (decision 038). Each change commits with its audit
 * row, then this instance's public cache is emptied so its home page shows the change at once;
 * other instances show it when their cached answers expire (CATALOGUE_CACHE_SECONDS).
 */

const iso = (at: Date | null) => at?.toISOString() ?? null;
const when = (text: string | null | undefined) =>
  text === undefined ? undefined : text === null ? null : new Date(text);

/** What the hub shows of any home-page piece: its name, place, and when it shows. */
function showing(row: BannerRow | CollectionRow, hasPictures: boolean, now: Date) {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    activeFrom: iso(row.activeFrom),
    activeTo: iso(row.activeTo),
    state: showingState({ ...row, hasPictures }, now),
  };
}

function hubBanner(row: BannerRow, now: Date): HubBanner {
  return {
    ...showing(row, bannerHasPictures(row), now),
    largeImage: row.largeImage,
    mediumImage: row.mediumImage,
    smallImage: row.smallImage,
    redirectUrl: row.redirectUrl,
  };
}

function hubCollection(row: CollectionRow, productIds: number[], now: Date): HubCollection {
  return {
    ...showing(row, collectionHasPictures(row), now),
    type: row.type,
    tileImage: row.tileImage,
    productIds,
  };
}

/** What the audit log keeps: the fields ops set, never the computed state. */
const bannerAudit = (row: BannerRow) => ({ ...hubBanner(row, new Date(0)), state: undefined });
const bannerRecord = (action: string) =>
  ({ objectType: 'banner', action, fields: bannerAudit }) as const;
const collectionAudit = (row: CollectionRow, productIds: number[]) => ({
  ...hubCollection(row, productIds, new Date(0)),
  state: undefined,
});

/**
 * The window as stored after an edit. The schema compares start and end only when one edit sends
 * both; an edit of one end alone is checked here against the other as it is on the row (inside
 * the transaction, so a refusal leaves the row as it was).
 */
function windowInOrder(row: { activeFrom: Date | null; activeTo: Date | null }) {
  if (row.activeFrom && row.activeTo && row.activeTo.getTime() <= row.activeFrom.getTime())
    throw new AppError('VALIDATION_FAILED', 'The end must be after the start.');
}

/** Runs the change in a transaction (the hub's writes drop the catalogue's copies: decision 048). */
async function merchChange<T>(
  context: AppContext,
  change: (tx: Executor, now: Date) => Promise<T>,
) {
  const now = context.now();
  return context.db.transaction((tx) => change(tx, now));
}

/** The shop's pages a banner can link to, by words of their names (the banner form's picker). */
export async function shopPagesFor(context: AppContext, words: string | undefined) {
  return { pages: await findShopPages(context.db, words || undefined) };
}

export async function bannerList(context: AppContext) {
  const now = context.now();
  return { banners: (await allBanners(context.db)).map((row) => hubBanner(row, now)) };
}

export function createBanner(context: AppContext, actor: HubActor, input: BannerCreate) {
  return merchChange(context, async (tx, now) => {
    await checkShopPageLink(tx, input.redirectUrl);
    const row = await insertBanner(tx, {
      name: input.name,
      redirectUrl: input.redirectUrl,
      sortOrder: input.sortOrder,
      activeFrom: when(input.activeFrom),
      activeTo: when(input.activeTo),
    });
    await recordRowChange(tx, actor, now, bannerRecord('created'), { before: null, after: row });
    return hubBanner(row, now);
  });
}

async function changeBanner(
  context: AppContext,
  actor: HubActor,
  id: number,
  version: number,
  action: string,
  fields: BannerFields,
) {
  return merchChange(context, async (tx, now) => {
    if (fields.redirectUrl !== undefined) await checkShopPageLink(tx, fields.redirectUrl);
    const done = await updateBanner(tx, id, version, fields);
    if (!done) throw notFound('This banner');
    windowInOrder(done.after);
    await recordRowChange(tx, actor, now, bannerRecord(action), done);
    return hubBanner(done.after, now);
  });
}

export function editBanner(context: AppContext, actor: HubActor, id: number, edit: BannerEdit) {
  const { version, activeFrom, activeTo, ...fields } = edit;
  return changeBanner(context, actor, id, version, 'edited', {
    ...fields,
    activeFrom: when(activeFrom),
    activeTo: when(activeTo),
  });
}

/** Removes what an upload wrote when the change it was for did not commit. */
async function committedOrForgotten<T>(
  context: AppContext,
  stored: StoredMedia,
  change: () => Promise<T>,
) {
  try {
    return await change();
  } catch (error) {
    await forgetMedia(context.media.public, stored);
    throw error;
  }
}

const IMAGE_OF = { large: 'largeImage', medium: 'mediumImage', small: 'smallImage' } as const;

/**
 * A banner's pictures through the one media pipeline: 'all' cuts one large image to the three
 * sizes (each a centred crop of the whole), a size replaces only that one.
 */
export async function changeBannerPicture(
  context: AppContext,
  actor: HubActor,
  id: number,
  which: BannerPicture,
  version: number,
  upload: string,
) {
  const sizes = which === 'all' ? BANNER : { [which]: BANNER[which] };
  const stored = await storeVariants(
    context.media.public,
    `hub/banners/${id}`,
    await wholePhoto(upload, BANNER.large.width),
    sizes,
  );
  const fields = Object.fromEntries(
    Object.entries(stored.urls).map(([size, url]) => [
      IMAGE_OF[size as keyof typeof IMAGE_OF],
      url,
    ]),
  ) as BannerFields;
  return committedOrForgotten(context, stored, () =>
    changeBanner(
      context,
      actor,
      id,
      version,
      `${which === 'all' ? 'pictures' : `${which} picture`} changed`,
      fields,
    ),
  );
}

export async function collectionList(context: AppContext, type: CollectionType | undefined) {
  const now = context.now();
  const rows = await allCollections(context.db, type);
  const products = await productIdsOf(
    context.db,
    rows.map((row) => row.id),
  );
  return {
    collections: rows.map((row) => hubCollection(row, products.get(row.id) ?? [], now)),
  };
}

export function createCollection(context: AppContext, actor: HubActor, input: CollectionCreate) {
  return merchChange(context, async (tx, now) => {
    const row = await insertCollection(tx, {
      name: input.name,
      type: input.type,
      sortOrder: input.sortOrder,
      activeFrom: when(input.activeFrom),
      activeTo: when(input.activeTo),
    });
    await setCollectionProducts(tx, row.id, input.productIds);
    await recordChange(tx, actor, now, {
      objectType: 'collection',
      objectId: row.id,
      action: 'created',
      before: null,
      after: collectionAudit(row, input.productIds),
    });
    return hubCollection(row, input.productIds, now);
  });
}

async function changeCollection(
  context: AppContext,
  actor: HubActor,
  id: number,
  version: number,
  action: string,
  fields: CollectionFields,
  productIds?: number[],
) {
  return merchChange(context, async (tx, now) => {
    const beforeIds = (await productIdsOf(tx, [id])).get(id) ?? [];
    const done = await updateCollection(tx, id, version, fields);
    if (!done) throw notFound('This collection');
    windowInOrder(done.after);
    if (productIds) await setCollectionProducts(tx, id, productIds);
    const afterIds = productIds ?? beforeIds;
    await recordChange(tx, actor, now, {
      objectType: 'collection',
      objectId: id,
      action,
      before: collectionAudit(done.before, beforeIds),
      after: collectionAudit(done.after, afterIds),
    });
    return hubCollection(done.after, afterIds, now);
  });
}

export function editCollection(
  context: AppContext,
  actor: HubActor,
  id: number,
  edit: CollectionEdit,
) {
  const { version, activeFrom, activeTo, productIds, ...fields } = edit;
  return changeCollection(
    context,
    actor,
    id,
    version,
    'edited',
    { ...fields, activeFrom: when(activeFrom), activeTo: when(activeTo) },
    productIds,
  );
}

/** A collection's tile (600 x 400, a centred crop), through the one media pipeline. */
export async function changeCollectionTile(
  context: AppContext,
  actor: HubActor,
  id: number,
  version: number,
  upload: string,
) {
  const stored = await storeVariants(
    context.media.public,
    `hub/collections/${id}`,
    await wholePhoto(upload, COLLECTION_TILE.tile.width),
    COLLECTION_TILE,
  );
  return committedOrForgotten(context, stored, () =>
    changeCollection(context, actor, id, version, 'tile picture changed', {
      tileImage: stored.urls.tile!,
    }),
  );
}
