import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { makers, products, type stockBatches } from '../../db/schema/catalog';
import {
  queueMessage,
  type MessageToQueue,
  type QueuedMessage,
  type TemplateKey,
} from '../messages/service';

/**
 * A message to a maker: to the login that runs its store, in that login's language. A maker
 * without a login yet (ops keep its store) gets nothing: answers null.
 */
export async function queueMakerMessage<K extends TemplateKey>(
  tx: Executor,
  makerId: number,
  message: Omit<MessageToQueue<K>, 'to'>,
): Promise<QueuedMessage | null> {
  const [maker] = await tx
    .select({ userId: makers.userId })
    .from(makers)
    .where(eq(makers.id, makerId));
  if (!maker?.userId) return null;
  return queueMessage(tx, { ...message, to: { userId: maker.userId } } as MessageToQueue<K>);
}

/**
 * The maker's messages about its products and batches (issue 40), queued in the transaction of
 * the review or the check. Each names the step by the row's new version, so it goes once per step.
 * A review is of the listing (approved: live; rejected) or of a live product's change (its new
 * values show, or the old ones stay).
 */
export async function tellMakerOfReview(
  tx: Executor,
  product: { id: number; makerId: number; name: string; version: number },
  outcome: { approved: true } | { approved: false; reason: string },
  now: Date,
  kind: 'listing' | 'change' = 'listing',
) {
  const key = `product-${product.id}:v${product.version}`;
  const variables = { product: product.name };
  if (outcome.approved) {
    const template = kind === 'change' ? 'maker_change_approved' : 'maker_product_approved';
    await queueMakerMessage(tx, product.makerId, {
      template,
      variables,
      dedupeKey: `${template}:${key}`,
      now,
    });
  } else {
    const template = kind === 'change' ? 'maker_change_rejected' : 'maker_product_rejected';
    await queueMakerMessage(tx, product.makerId, {
      template,
      variables: { ...variables, reason: outcome.reason },
      dedupeKey: `${template}:${key}`,
      now,
    });
  }
}

type BatchRow = typeof stockBatches.$inferSelect;

/** A batch's name in a message: its number, as the hub's batch page shows it. */
const batchName = (batch: BatchRow) => `#${batch.id}`;

/**
 * The maker hears when a batch arrives short or over the plan, and the quality check's outcome
 * (with the reason for a rejection). An arrival that matches the plan needs no message.
 */
export async function tellMakerOfBatch(
  tx: Executor,
  batch: BatchRow,
  step: 'received' | 'approved' | 'rejected',
  now: Date,
) {
  const [product] = await tx
    .select({ name: products.name, makerId: products.makerId })
    .from(products)
    .where(eq(products.id, batch.productId));
  if (!product) return;
  const common = { product: product.name, batch: batchName(batch) };
  const key = `batch-${batch.id}`;
  if (step === 'received') {
    const planned = batch.plannedQuantity ?? batch.quantity;
    if (planned === batch.quantity) return;
    await queueMakerMessage(tx, product.makerId, {
      template: 'maker_batch_received',
      variables: { ...common, received: String(batch.quantity), expected: String(planned) },
      dedupeKey: `maker_batch_received:${key}`,
      now,
    });
  } else if (step === 'approved') {
    await queueMakerMessage(tx, product.makerId, {
      template: 'maker_batch_approved',
      variables: common,
      dedupeKey: `maker_batch_approved:${key}`,
      now,
    });
  } else {
    await queueMakerMessage(tx, product.makerId, {
      template: 'maker_batch_rejected',
      variables: { ...common, reason: batch.rejectionReason ?? 'see the hub' },
      dedupeKey: `maker_batch_rejected:${key}`,
      now,
    });
  }
}
