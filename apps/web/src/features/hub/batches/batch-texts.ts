import { daysFromToday } from '@makers-pantry/domain/delivery-time';
import type { BatchStatus } from '@makers-pantry/domain/catalog-enums';
import type { HubBatch } from '@makers-pantry/domain/hub-batches';

/** How the batch page words a batch: its state, quantities and dates (Indian time). */
export const BATCH_STATUS_NAMES: Record<BatchStatus, string> = {
  planned: 'Planned',
  inwarded: 'Received',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
  written_off: 'Written off',
  recalled: 'Recalled',
};

/** '2 short', '3 over', or null when what arrived is what was planned (or nothing arrived yet). */
export function shortOrOver(batch: Pick<HubBatch, 'quantity' | 'plannedQuantity'>): string | null {
  if (batch.plannedQuantity === null) return null;
  const difference = batch.quantity - batch.plannedQuantity;
  if (difference === 0) return null;
  return difference < 0 ? `${-difference} short` : `${difference} over`;
}

/** '18 of 20 planned' once received; '20 planned' before. */
export function quantityText(batch: Pick<HubBatch, 'quantity' | 'plannedQuantity' | 'status'>) {
  if (batch.plannedQuantity !== null)
    return `${batch.quantity} of ${batch.plannedQuantity} planned`;
  return batch.status === 'planned' ? `${batch.quantity} planned` : String(batch.quantity);
}

/** States whose units are off the shelf for good: nothing of them is for sale. */
const STOPPED: readonly BatchStatus[] = ['rejected', 'expired', 'written_off', 'recalled'];

/**
 * What is left to sell: a rejected, expired, written-off or recalled batch keeps its count in the
 * database (what came in, for the record) but none of it can be sold, so 'Left 14' would mislead.
 */
export function leftText(batch: Pick<HubBatch, 'quantityRemaining' | 'status'>): string {
  if (STOPPED.includes(batch.status))
    return `None (${BATCH_STATUS_NAMES[batch.status].toLowerCase()})`;
  return String(batch.quantityRemaining);
}

/** 'Expires today', 'Expires tomorrow', 'Expires in 3 days'. */
export function expiryText(bestBefore: string, now: Date): string {
  const days = daysFromToday(bestBefore, now);
  if (days <= 0) return 'Expires today';
  if (days === 1) return 'Expires tomorrow';
  return `Expires in ${days} days`;
}

export const productText = (product: HubBatch['product']) =>
  `${product.name} · ${product.packageSize} ${product.measurementUnit}`;
