import {
  HUB_PRODUCT_PAGE_SIZE,
  type HubProduct,
  type HubProductPage,
  type ProductCreate,
  type ProductEdit,
  type ProductApprove,
  type ProductListQuery,
  type VariantCreate,
} from '@makers-pantry/domain/hub-products';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../http/errors';
import {
  approveProduct,
  createProduct,
  createVariant,
  editProduct,
  hubProductList,
  hasProposal,
  hubProductOf,
  productAuditFields,
  proposalWords,
  rejectProduct,
  submitProduct,
  type BannedIngredientOverride,
  type ProductChange,
  type ReviewKind,
} from '../../catalog/service';
import { changeWithRecord } from '../shared/audit-log';
import { refuseSellers, type HubActor } from '../shared/hub-actor';

/**
 * Products in the hub (decision 028): the rules are catalog's; the hub runs each in one
 * transaction with its audit row and answers the product as its page shows it.
 */
export async function productPage(
  context: AppContext,
  actor: HubActor,
  query: ProductListQuery,
): Promise<HubProductPage> {
  const list = await hubProductList(context.db, actor, query);
  return { ...list, pageSize: HUB_PRODUCT_PAGE_SIZE };
}

export async function oneProduct(context: AppContext, actor: HubActor, id: number) {
  const product = await hubProductOf(context.db, actor, id);
  if (!product) throw notFound('This product');
  return product;
}

/**
 * Runs one product change with its audit row in a transaction, and answers the product as the
 * hub shows it.
 */
export async function changeProduct<Change extends ProductChange>(
  context: AppContext,
  actor: HubActor,
  action: string | ((done: Change) => string),
  change: (tx: Executor, now: Date) => Promise<Change>,
  /** More the audit row keeps beside the fields, e.g. why ops approved over a check. */
  noted: (done: Change) => Record<string, unknown> = () => ({}),
): Promise<HubProduct> {
  const record = { objectType: 'product', action, fields: productAuditFields, noted } as const;
  const done = await changeWithRecord(context, actor, record, change);
  return oneProduct(context, actor, done.after.id);
}

/** Approving and rejecting listings is the hub's review: ops and admins only. */
const reviewersOnly = (actor: HubActor) =>
  refuseSellers(actor, 'Only ops review products for the shop.');

/** A seller lists for its own maker; ops and admins name the maker. */
function makerOfNewProduct(actor: HubActor, makerId: number | undefined): number {
  if (actor.makerId === null) {
    if (makerId === undefined)
      throw new AppError('VALIDATION_FAILED', 'Choose the maker this product is for.');
    return makerId;
  }
  // Naming another maker is asking for a store the seller cannot see.
  if (makerId !== undefined && makerId !== actor.makerId) throw notFound('This maker');
  return actor.makerId;
}

export function addProduct(context: AppContext, actor: HubActor, input: ProductCreate) {
  const { makerId, ...fields } = input;
  const owner = makerOfNewProduct(actor, makerId);
  return changeProduct(context, actor, 'created', (tx, now) =>
    createProduct(tx, owner, fields, now),
  );
}

export function changeProductFields(
  context: AppContext,
  actor: HubActor,
  id: number,
  edit: ProductEdit,
) {
  return changeProduct(
    context,
    actor,
    (done) =>
      hasProposal(done.after) &&
      (done.after.proposedIngredients !== done.before?.proposedIngredients ||
        done.after.proposedPricePaise !== done.before?.proposedPricePaise)
        ? `${proposalWords(done.after)} change proposed`
        : 'edited',
    (tx, now) => editProduct(tx, actor, id, edit, actor.userId, now),
  );
}

export const submitForReview = (
  context: AppContext,
  actor: HubActor,
  id: number,
  version: number,
) =>
  changeProduct(context, actor, 'submitted', (tx, now) =>
    submitProduct(tx, actor, id, version, now),
  );

type Review = ProductChange & { kind: ReviewKind };
const reviewed = (what: string) => (done: Review) =>
  done.kind === 'change' && done.before ? `${proposalWords(done.before)} change ${what}` : what;

type Approval = Review & { override: BannedIngredientOverride | null };

export function approve(
  context: AppContext,
  actor: HubActor,
  id: number,
  { version, overrideReason }: ProductApprove,
) {
  reviewersOnly(actor);
  return changeProduct<Approval>(
    context,
    actor,
    (done) =>
      `${reviewed('approved')(done)}${done.override ? ' over the banned-ingredient check' : ''}`,
    (tx, now) => approveProduct(tx, id, version, actor.userId, now, overrideReason),
    (done) => (done.override ? { bannedIngredientsOverride: done.override } : {}),
  );
}

export function reject(
  context: AppContext,
  actor: HubActor,
  id: number,
  version: number,
  reason: string,
) {
  reviewersOnly(actor);
  return changeProduct<Review>(context, actor, reviewed('rejected'), (tx, now) =>
    rejectProduct(tx, id, version, reason, actor.userId, now),
  );
}

export const addVariant = (
  context: AppContext,
  actor: HubActor,
  productId: number,
  input: VariantCreate,
) =>
  changeProduct(context, actor, 'created as a variant', (tx, now) =>
    createVariant(tx, actor, productId, input, now),
  );
