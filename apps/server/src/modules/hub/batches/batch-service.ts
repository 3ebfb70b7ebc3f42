import type { SellerChoice } from '@makers-pantry/domain/hub';
import type {
  ApprovedSellers,
  BatchCreate,
  BatchEdit,
  BatchListQuery,
  BatchPage,
  CreatablePage,
  CreatableQuery,
  HubBatch,
} from '@makers-pantry/domain/hub-batches';
import { BATCH_PAGE_SIZE, CREATABLE_PAGE_SIZE } from '@makers-pantry/domain/hub-batches';
import type { AppContext } from '../../../context';
import type { Db, Executor } from '../../../db/client';
import { notFound } from '../../../http/errors';
import type { Job } from '../../../jobs';
import {
  approveBatch,
  approvedMakers,
  batchAuditFields,
  batchList,
  batchOf,
  createBatch,
  creatableProducts,
  deletePlannedBatch,
  editPlannedBatch,
  expireBatches,
  receiveBatch,
  rejectBatch,
  type BatchChange,
} from '../../catalog/service';
import { changeWithRecord, recordRowChange, THE_SHOP } from '../shared/audit-log';
import { refuseSellers, type HubActor } from '../shared/hub-actor';

/**
 * The batch page: the rules are catalog's (stock lives there); the hub runs each in one
 * transaction with its audit row and answers the batch as the list shows it.
 */
export async function batchPage(
  context: AppContext,
  actor: HubActor,
  chosen: SellerChoice,
  query: BatchListQuery,
): Promise<BatchPage> {
  const choice = { makerId: actor.makerId, chosen };
  const list = await batchList(context.db, choice, query, context.now());
  return { ...list, pageSize: BATCH_PAGE_SIZE };
}

/** The seller picker's makers: every approved one for the hub, its own for a seller. */
export async function sellersToPick(
  context: AppContext,
  actor: HubActor,
): Promise<ApprovedSellers> {
  return { approvedSellers: await approvedMakers(context.db, actor.makerId) };
}

/** A page of the creatable batches, by name, narrowed by words in the name (the chooser). */
export async function creatablePage(
  context: AppContext,
  actor: HubActor,
  chosen: SellerChoice,
  query: CreatableQuery,
): Promise<CreatablePage> {
  const choice = { makerId: actor.makerId, chosen };
  return {
    ...(await creatableProducts(context.db, choice, query)),
    pageSize: CREATABLE_PAGE_SIZE,
  };
}

export async function oneBatch(context: AppContext, actor: HubActor, id: number) {
  const batch = await batchOf(context.db, id, actor.makerId, context.now());
  if (!batch) throw notFound('This batch');
  return batch;
}

type Noted = (done: BatchChange) => Record<string, unknown>;

/** What the audit log keeps of a batch's change; `noted`: more beside its fields (a reason). */
export const batchRecord = (action: string, noted?: Noted) =>
  ({ objectType: 'batch', action, fields: batchAuditFields, noted }) as const;

/** Runs one batch change with its audit row, and answers the batch as the list shows it. */
async function changeBatch(
  context: AppContext,
  actor: HubActor,
  action: string,
  change: (tx: Executor, now: Date) => Promise<BatchChange>,
  noted?: Noted,
): Promise<HubBatch> {
  const done = await changeWithRecord(context, actor, batchRecord(action, noted), change);
  return (await batchOf(context.db, done.after!.id, actor.makerId, context.now()))!;
}

/** Receiving and the quality check happen at the hub: ops and admins only. */
export const hubSideOnly = (actor: HubActor) =>
  refuseSellers(actor, 'Only the hub receives and checks batches.');

/** A step only the hub takes (receiving, the check, a correction), then as any batch change. */
export async function changeAtTheHub(
  context: AppContext,
  actor: HubActor,
  action: string,
  change: (tx: Executor, now: Date) => Promise<BatchChange>,
  noted?: Noted,
): Promise<HubBatch> {
  hubSideOnly(actor);
  return changeBatch(context, actor, action, change, noted);
}

export const planBatch = (context: AppContext, actor: HubActor, input: BatchCreate) =>
  changeBatch(context, actor, 'planned', (tx, now) => createBatch(tx, actor, input, now));

export const editBatch = (context: AppContext, actor: HubActor, id: number, edit: BatchEdit) =>
  changeBatch(context, actor, 'edited', (tx, now) => editPlannedBatch(tx, actor, id, edit, now));

export async function deleteBatch(
  context: AppContext,
  actor: HubActor,
  id: number,
  version: number,
) {
  await changeWithRecord(context, actor, batchRecord('deleted'), (tx) =>
    deletePlannedBatch(tx, actor, id, version),
  );
}

/** Catalog's step on one batch that the hub's user signs (their id kept on the batch). */
type SignedStep<A extends unknown[]> = (
  tx: Executor,
  id: number,
  ...rest: [...A, userId: number, now: Date]
) => Promise<BatchChange>;

/** A signed step as the hub takes it: on the batch `id`, by the actor, only at the hub. */
const signedAtTheHub =
  <A extends unknown[]>(action: string, step: SignedStep<A>) =>
  (context: AppContext, actor: HubActor, id: number, ...args: A) =>
    changeAtTheHub(context, actor, action, (tx, now) => step(tx, id, ...args, actor.userId, now));

export const markReceived = signedAtTheHub('received', receiveBatch);
export const approveAfterCheck = signedAtTheHub('approved', approveBatch);
export const rejectAfterCheck = signedAtTheHub('rejected', rejectBatch);

/**
 * Batches past their best-before stop selling: each expires with an audit row under the shop's
 * own name, in one transaction. Safe on several instances at once (catalog's status guard and
 * SKIP LOCKED). Answers how many expired.
 */
export async function expireDueBatches(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await expireBatches(tx, now);
    for (const done of expired)
      await recordRowChange(tx, THE_SHOP, now, batchRecord('expired'), done);
    return expired.length;
  });
}

/** The runner's job (decision 034): batches past their best-before are looked for every minute. */
export const batchExpiryJob = (db: Db, everyMs = 60_000): Job => ({
  name: 'stop-expired-batches',
  everyMs,
  run: (now) => expireDueBatches(db, now),
});
