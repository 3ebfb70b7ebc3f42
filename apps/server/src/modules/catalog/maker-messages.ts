import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, type stockBatches } from '../../db/schema/catalog';
import { queueMakerMessage } from '../messages/service';

/**
 * The maker's messages about its products and batches (issue 40), queued in the transaction of
 * the review or the check. Each names the step by the row's new version, so it goes once per step.
 */
export async function tellMakerOfReview(
  tx: Executor,
  product: { id: number; makerId: number; name: string; version: number },
  outcome: { approved: true } | { approved: false; reason: string },
  now: Date,
) {
  const key = `product-${product.id}:v${product.version}`;
  if (outcome.approved)
    await queueMakerMessage(tx, product.makerId, {
      template: 'maker_product_approved',
      variables: { product: product.name },
      dedupeKey: `maker_product_approved:${key}`,
      now,
    });
  else
    await queueMakerMessage(tx, product.makerId, {
      template: 'maker_product_rejected',
      variables: { product: product.name, reason: outcome.reason },
      dedupeKey: `maker_product_rejected:${key}`,
      now,
    });
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
