import { IST_OFFSET_MS, istLocalIso } from '@makers-pantry/domain/delivery-time';
import type { HubBatch } from '@makers-pantry/domain/hub-batches';

/** What the batch form's boxes hold: text, as the browser's inputs give it. */
export interface BatchFormValues {
  quantity: string;
  /** A datetime-local value ('2026-12-01T10:00'), read as Indian time. */
  expectedAt: string;
  bestBefore: string;
  packedOn: string;
}

export const EMPTY_BATCH_FORM: BatchFormValues = {
  quantity: '',
  expectedAt: '',
  bestBefore: '',
  packedOn: '',
};

/** An instant as the datetime-local value of the same moment in India. */
export const istLocal = (instant: string) =>
  new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);

/** The form's boxes filled from a batch, for an edit. */
export const formValuesOf = (batch: HubBatch): BatchFormValues => ({
  quantity: String(batch.quantity),
  expectedAt: batch.expectedAt ? istLocal(batch.expectedAt) : '',
  bestBefore: batch.bestBefore ?? '',
  packedOn: batch.packedOn ?? '',
});

/**
 * The boxes as the API's fields: the hub works in Indian time, so a time typed without an offset
 * is India's. An empty box becomes nothing (the schema then names what is missing).
 */
export function batchFields(values: BatchFormValues) {
  return {
    quantity: values.quantity.trim() === '' ? undefined : Number(values.quantity),
    expectedAt: values.expectedAt ? istLocalIso(values.expectedAt) : undefined,
    bestBefore: values.bestBefore || undefined,
    packedOn: values.packedOn || null,
  };
}
