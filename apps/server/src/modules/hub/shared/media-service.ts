import type { HubProductMedia, ProductPhotoSlot } from '@makers-pantry/domain/hub-uploads';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { storeLabReport } from '../../../media/lab-report';
import { documentPhoto, storeShopPhoto } from '../../../media/photo';
import { forgetPrivateFiles, storePrivatePhotos } from '../../../media/private-photos';
import {
  forgetMedia,
  MAKER_PROFILE,
  PRODUCT_PHOTO,
  PRODUCT_SECOND_PHOTO,
  type StoredMedia,
} from '../../../media/variants';
import {
  attachReceiptPhoto,
  makerAuditFields,
  makerVisible,
  mediaOf,
  productAuditFields,
  productMedia,
  receiptPhotoOf,
  setMakerProfileImage,
  setProductMedia,
  type ProductMediaFields,
} from '../../catalog/service';
import { changeWithRecord } from './audit-log';
import { batchRecord, hubSideOnly, oneBatch } from '../batches/batch-service';
import type { HubActor } from './hub-actor';
import { oneMaker } from '../makers/maker-service';

/**
 * Files makers and the hub upload (issue 25 sections 2 to 4; decision 030). The files are made and
 * written first, through the one media pipeline; then the object moves to them in one transaction
 * with its audit row, on the version the upload was made on. When that transaction does not
 * commit (a stale version, a row gone), the files just written are removed: a refused upload
 * leaves nothing behind. Pictures an object had before stay where they are: an NPI variant made
 * from a product shares its pictures, and pages cached for a few seconds may still show them.
 */

/** Runs the change; if it does not commit, forgets the files written for it. */
async function committedOrForgotten<T>(forget: () => Promise<void>, change: () => Promise<T>) {
  try {
    return await change();
  } catch (error) {
    await forget();
    throw error;
  }
}

/** The files of one product or maker, under the public media folder. */
const productFolder = (id: number) => `hub/products/${id}`;
const makerFolder = (id: number) => `hub/makers/${id}`;

/** The product as the upload may change it: 404 for a product the actor may not see. */
export async function productForUpload(
  context: AppContext,
  actor: HubActor,
  id: number,
): Promise<HubProductMedia> {
  const product = await productMedia(context.db, actor, id);
  if (!product) throw notFound('This product');
  return product;
}

async function changeProductMedia(
  context: AppContext,
  actor: HubActor,
  id: number,
  version: number,
  action: string,
  fields: ProductMediaFields,
  stored: StoredMedia,
): Promise<HubProductMedia> {
  const record = {
    objectType: 'product',
    // A live product's new file waits for review: 'photo change proposed'.
    action: (done: { proposed: boolean }) =>
      done.proposed ? action.replace(/ changed$/, ' change proposed') : action,
    fields: productAuditFields,
  } as const;
  return committedOrForgotten(
    () => forgetMedia(context.media.public, stored),
    async () => {
      const done = await changeWithRecord(context, actor, record, (tx: Executor, now: Date) =>
        setProductMedia(tx, actor, id, version, fields, actor.userId, now),
      );
      return mediaOf(done.after);
    },
  );
}

/** A product's main photo (its list, detail and cart pictures) or its second list picture. */
export async function changeProductPhoto(
  context: AppContext,
  actor: HubActor,
  id: number,
  slot: ProductPhotoSlot,
  version: number,
  upload: string,
): Promise<HubProductMedia> {
  const shelf = context.media.public;
  if (slot === 'main') {
    const stored = await storeShopPhoto(shelf, productFolder(id), upload, PRODUCT_PHOTO);
    const fields = {
      listImage: stored.urls.list!,
      detailImage: stored.urls.detail!,
      cartImage: stored.urls.cart!,
    };
    return changeProductMedia(context, actor, id, version, 'photo changed', fields, stored);
  }
  const stored = await storeShopPhoto(shelf, productFolder(id), upload, PRODUCT_SECOND_PHOTO);
  const fields = { listImage2: stored.urls.list2! };
  return changeProductMedia(context, actor, id, version, 'second photo changed', fields, stored);
}

/** A product's lab report: the PDF as sent, and its first page as the product page's picture. */
export async function changeLabReport(
  context: AppContext,
  actor: HubActor,
  id: number,
  version: number,
  upload: string,
): Promise<HubProductMedia> {
  const report = await storeLabReport(context.media.public, productFolder(id), upload);
  const fields = { testReportDocument: report.document, testReportImage: report.image };
  return changeProductMedia(
    context,
    actor,
    id,
    version,
    'lab report changed',
    fields,
    report.stored,
  );
}

/** 404 for a maker the actor may not see (a seller: any maker but its own). */
export async function makerForUpload(context: AppContext, actor: HubActor, id: number) {
  if (!(await makerVisible(context.db, actor, id))) throw notFound('This maker');
}

/** A maker's store picture. */
export async function changeProfileImage(
  context: AppContext,
  actor: HubActor,
  id: number,
  version: number,
  upload: string,
) {
  const stored = await storeShopPhoto(context.media.public, makerFolder(id), upload, MAKER_PROFILE);
  const record = {
    objectType: 'maker',
    action: 'profile image changed',
    fields: makerAuditFields,
  } as const;
  await committedOrForgotten(
    () => forgetMedia(context.media.public, stored),
    () =>
      changeWithRecord(context, actor, record, (tx) =>
        setMakerProfileImage(tx, actor, id, version, stored.urls.profile!),
      ),
  );
  return oneMaker(context, actor, id);
}

/** Receipt photos are taken at the hub: ops and admins only (403), of a batch they see (404). */
export async function batchForReceiptPhoto(context: AppContext, actor: HubActor, id: number) {
  hubSideOnly(actor);
  await oneBatch(context, actor, id);
}

/** The photo taken when a batch arrived, kept under the private folder as a record. */
export async function addReceiptPhoto(
  context: AppContext,
  actor: HubActor,
  id: number,
  version: number,
  upload: string,
) {
  hubSideOnly(actor);
  const shelf = context.media.private;
  const photo = await documentPhoto(upload);
  const paths = await storePrivatePhotos(shelf, 'receipts', [photo]);
  await committedOrForgotten(
    () => forgetPrivateFiles(shelf, paths),
    () =>
      changeWithRecord(context, actor, batchRecord('receipt photo added'), (tx) =>
        attachReceiptPhoto(tx, id, version, paths[0]!),
      ),
  );
  return oneBatch(context, actor, id);
}

/** Where a batch's receipt photo is kept, for a hub user who may see the batch (else 404). */
export async function receiptPhotoPath(context: AppContext, actor: HubActor, id: number) {
  const stored = await receiptPhotoOf(context.db, id, actor.makerId);
  if (!stored) throw notFound('This receipt photo');
  return stored;
}
