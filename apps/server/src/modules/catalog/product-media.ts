import { and, eq } from 'drizzle-orm';
import type { HubProductMedia } from '@makers-pantry/domain/hub-uploads';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { notFound } from '../../http/errors';
import { checkVersion, nextVersion } from '../../http/versions';
import type { MakerScope } from './batches';

/**
 * A product's pictures and lab report (issue 25 section 3; decision 030): the URLs under /media
 * the shop's cards, product page and cart show. The hub writes the files; this sets the URLs on
 * the version the upload was made on.
 */
export type ProductMediaFields = Partial<
  Pick<
    HubProductMedia,
    | 'listImage'
    | 'listImage2'
    | 'detailImage'
    | 'cartImage'
    | 'testReportDocument'
    | 'testReportImage'
  >
>;

const mediaColumns = {
  id: products.id,
  version: products.version,
  listImage: products.listImage,
  listImage2: products.listImage2,
  detailImage: products.detailImage,
  cartImage: products.cartImage,
  testReportDocument: products.testReportDocument,
  testReportImage: products.testReportImage,
};

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
  const [row] = await db.select(mediaColumns).from(products).where(inScope(id, scope));
  return row;
}

/** Sets pictures on the version they were uploaded on; answers before and after, for the audit log. */
export async function setProductMedia(
  tx: Executor,
  scope: MakerScope,
  id: number,
  version: number,
  fields: ProductMediaFields,
): Promise<{ before: HubProductMedia; after: HubProductMedia }> {
  const [before] = await tx
    .select(mediaColumns)
    .from(products)
    .where(inScope(id, scope))
    .for('update');
  if (!before) throw notFound('This product');
  checkVersion(before, version);
  const [after] = await tx
    .update(products)
    .set({ ...fields, version: nextVersion(products.version) })
    .where(eq(products.id, id))
    .returning(mediaColumns);
  return { before, after: after! };
}
