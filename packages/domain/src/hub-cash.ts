import { z } from 'zod';
import { pathIdSchema } from './catalog';
import { versionSchema } from './hub';
import { slotWindowSchema } from './hub-rows';
import { safeText } from './text';

/**
 * Cash on delivery per delivery run (issue 26 section 2, decision 037): a run is a slot's
 * deliveries. What the run should bring back is the cash of its orders that left with it;
 * what was collected is recorded order by order at the door (only after dispatch); what came
 * back is counted at the hub. Differences are flagged.
 */
export const cashRunQuerySchema = z.strictObject({ slot: pathIdSchema('slot') });

/** Why an order of a run is flagged. */
export const CASH_FLAGS = {
  /** Delivered, but no cash recorded for it: a difference until someone records it. */
  'not-recorded': 'Delivered, but no cash was recorded for it.',
  /** The customer paid only part at the door: the rest is short. */
  short: 'Paid only part of the cash at the door.',
  /** Still out: its cash is expected when the rider is back. */
  'still-out': 'Still out for delivery.',
} as const;
export type CashFlag = keyof typeof CASH_FLAGS;

export const cashRunOrderSchema = z.object({
  id: z.number().int(),
  number: z.string().describe("The customer's number for the order ('#11', '#11-2')"),
  status: z.number().int(),
  customer: z.object({ name: z.string(), mobile: z.string() }),
  area: z.string(),
  toCollect: z.number().describe('Rupees to collect at the door'),
  collectedAt: z.string().nullable(),
  collected: z.number().nullable().describe('Rupees recorded as taken at the door, when recorded'),
  flag: z.enum(Object.keys(CASH_FLAGS) as [CashFlag, ...CashFlag[]]).nullable(),
  flagText: z.string().nullable(),
  version: z
    .number()
    .int()
    .describe("The order's version: cash is recorded on it (409 STALE_VERSION)"),
});

export const cashRunSchema = z.object({
  slot: slotWindowSchema,
  expected: z.number().describe('Rupees of cash on delivery of the orders that left with the run'),
  collected: z.number().describe('Rupees recorded as collected, order by order'),
  notCollected: z.number().describe('expected minus collected'),
  handover: z
    .object({
      counted: z.number().describe('Rupees counted at the hub when the run came back'),
      difference: z.number().describe('counted minus collected: below 0 is short, above 0 over'),
      note: z.string().nullable(),
      recordedAt: z.string(),
      recordedBy: z.number().int(),
      version: z.number().int(),
    })
    .nullable(),
  isSettled: z.boolean().describe('Every order recorded and the count matches: nothing to chase'),
  problems: z.array(z.string()).describe('Each difference in a sentence, for the screen'),
  orders: z.array(cashRunOrderSchema),
});
export type CashRun = z.infer<typeof cashRunSchema>;

/** The most a run's count can be: far above any slot's cash, low enough to catch a typo. */
export const MAX_COUNTED_RUPEES = 10_000_000;

export const cashHandoverSchema = z.strictObject({
  slot: z
    .number({ error: 'slot must be a whole number.' })
    .int({ error: 'slot must be a whole number.' })
    .min(1, { error: 'slot must be positive.' })
    .max(2_147_483_647, { error: 'slot must be a whole number.' }),
  counted: z
    .number({ error: 'The cash counted must be an amount in rupees.' })
    .min(0, { error: 'The cash counted cannot be below 0.' })
    .max(MAX_COUNTED_RUPEES, { error: 'The cash counted is too large; please check it.' })
    .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, {
      error: 'The cash counted can have at most two decimals.',
    }),
  note: safeText('note', { max: 300, multiline: true }).optional(),
  /** The count's version when correcting one already recorded. */
  version: versionSchema.optional(),
});
export type CashHandover = z.infer<typeof cashHandoverSchema>;
