import { and, eq } from 'drizzle-orm';
import type { HubProductMedia } from '@makers-pantry/domain/hub-uploads';
import type { Executor } from '../../db/client';
import { products, type ProposedMedia } from '../../db/schema/catalog';
import type { MakerScope } from './batches';
import {
  liveFilesOf,
  lockProduct,
  update,
  type ProductChange,
  type ProductRow,
} from './product-changes';
import { proposalValues } from './product-proposal';

/**
 * A product's pictures and lab report (issue 25 section 3; decision 030): the URLs under /media
 * the shop's cards, product page and cart show. The hub writes the files; this sets the URLs on
 * the version the upload was made on. A live product's new files wait for ops' review like its
 * ingredients (issue 38 §11): the files on sale stay until the change is approved.
 */
export type ProductMediaFields = ProposedMedia;

/** The product's files as its maker last sent them (those awaiting review over the live ones). */
export function mediaOf(row: ProductRow): HubProductMedia {
  return {
    id: row.id,
    version: row.version,
    ...liveFilesOf(row),
    ...row.proposedMedia,
    changeAwaitingReview: row.proposedMedia !== null,
  };
}

const inScope = (id: number, scope: MakerScope) =>
  and(
    eq(products.id, id),
    scope.makerId === null ? undefined : eq(products.makerId, scope.makerId),
  );

/** A product's pictures, when the scope may see the product (a seller: its own maker's). */
export async function productMedia(
  db: Executor,
  scope: MakerScope,
  id: number,
): Promise<HubProductMedia | undefined> {
  const [row] = await db.select().from(products).where(inScope(id, scope));
  return row && mediaOf(row);
}

/**
 * Sets pictures on the version they were uploaded on: at once before the listing is live, as a
 * proposed change once it is. Answers the product before and after, for the audit log.
 */
export async function setProductMedia(
  tx: Executor,
  scope: MakerScope,
  id: number,
  version: number,
  fields: ProductMediaFields,
  editorUserId: number,
  now: Date,
): Promise<ProductChange & { proposed: boolean }> {
  const before = await lockProduct(tx, id, scope, version);
  if (before.listingState !== 'approved') {
    const after = await update(tx, id, fields);
    return { before, after, proposed: false };
  }
  const proposedMedia = { ...before.proposedMedia, ...fields };
  const after = await update(tx, id, proposalValues(before, { proposedMedia }, editorUserId, now));
  return { before, after, proposed: true };
}
