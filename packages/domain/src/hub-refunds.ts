import { z } from 'zod';
import { hubOrderRefSchema } from './hub';
import { REFUND_STATUSES } from './order-codes';

/**
 * GET api/hub/refunds/: the refunds not yet done, for ops. The background retry keeps asking the
 * gateway for unsent ones, backing off; one that kept failing, or that the provider failed, is
 * marked `needsAttention` and listed first.
 */
export const hubRefundRowSchema = z.object({
  id: z.number().int(),
  /** The order whose share it returns, or null for a whole capture that was not kept. */
  orderId: z.number().int().nullable(),
  /** That order as customers know it, for the link to its page. */
  order: hubOrderRefSchema.nullable(),
  captureId: z.number().int().nullable(),
  paymentId: z.number().int(),
  /** Rupees. */
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  /** Whether the provider has it (its refund id is known). */
  sentToProvider: z.boolean(),
  failedAttempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  needsAttention: z.boolean(),
  bookedAt: z.string(),
});
export type HubRefundRow = z.infer<typeof hubRefundRowSchema>;

export const hubRefundListSchema = z.object({ refunds: z.array(hubRefundRowSchema) });
export type HubRefundList = z.infer<typeof hubRefundListSchema>;
