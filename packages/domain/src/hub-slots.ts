import { z } from 'zod';
import { calendarDateSchema } from './bounds';
import { isQuickTemplate } from './delivery-time';
import { versionSchema } from './hub';

/**
 * Delivery slots in the hub (issue 26 section 1, decision 035): the week's slot templates, one
 * day's slots with what is booked, and a day's slot edited or closed.
 */

export const SLOT_TEMPLATE_KINDS = ['scheduled', 'morning', 'quick'] as const;
export type SlotTemplateKindName = (typeof SLOT_TEMPLATE_KINDS)[number];
export const SLOT_KIND_NAMES: Record<SlotTemplateKindName, string> = {
  scheduled: 'Scheduled delivery',
  morning: 'Silent morning delivery (prepaid only)',
  quick: 'Quick delivery (30 minutes)',
};
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 'HH:MM' in India, 00:00 to 24:00 (a window may end at midnight). */
const clockSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, `${label} must be a time like 06:00 or 17:30.`);
export const clockToMinute = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};
export const minuteToClock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const rupeesSchema = (label: string) =>
  z
    .number({ error: `${label} must be an amount in rupees.` })
    .min(0, `${label} cannot be below 0.`)
    .max(100_000, `${label} is too large.`)
    .refine((n) => Math.round(n * 100) === n * 100, `${label} can have at most two decimals.`);

/** 'The day before at 22:00', or 'N hours before start'. Quick templates have none. */
export const cutoffSchema = z.discriminatedUnion(
  'rule',
  [
    z.strictObject({
      rule: z.literal('dayBeforeAt'),
      time: clockSchema('The cut-off time').refine((t) => t !== '24:00', {
        message: 'The cut-off time must be a time like 22:00.',
      }),
    }),
    z.strictObject({
      rule: z.literal('hoursBeforeStart'),
      hours: z
        .number({ error: 'The cut-off hours must be a whole number.' })
        .int('The cut-off hours must be a whole number.')
        .min(0, 'The cut-off hours cannot be below 0.')
        .max(72, 'A slot can close at most 72 hours before it starts.'),
    }),
  ],
  { error: "The cut-off rule must be 'dayBeforeAt' or 'hoursBeforeStart'." },
);
export type SlotCutoff = z.infer<typeof cutoffSchema>;

const templateFields = {
  weekday: z
    .number({ error: 'The weekday must be 0 (Sunday) to 6 (Saturday).' })
    .int('The weekday must be 0 (Sunday) to 6 (Saturday).')
    .min(0, 'The weekday must be 0 (Sunday) to 6 (Saturday).')
    .max(6, 'The weekday must be 0 (Sunday) to 6 (Saturday).'),
  kind: z.enum(SLOT_TEMPLATE_KINDS, {
    error: "The kind must be 'scheduled', 'morning' or 'quick'.",
  }),
  start: clockSchema('The start'),
  end: clockSchema('The end'),
  capacity: z
    .number({ error: 'The capacity must be a whole number.' })
    .int('The capacity must be a whole number.')
    .min(0, 'The capacity cannot be below 0.')
    .max(10_000, 'The capacity can be at most 10,000.'),
  cutoff: cutoffSchema.nullable(),
  promisedMinutes: z
    .number({ error: 'The promise must be whole minutes.' })
    .int('The promise must be whole minutes.')
    .min(10, 'The promise must be 10 to 60 minutes.')
    .max(60, 'The promise must be 10 to 60 minutes.')
    .nullable(),
  deliveryFee: rupeesSchema('The delivery fee'),
  freeDeliveryAmount: rupeesSchema('The free-delivery amount'),
  isPodAllowed: z.boolean({ error: 'Pay on delivery must be true or false.' }),
  serviceablePolygon: z.union([z.literal(100), z.literal(200), z.literal(300)], {
    error: 'The area must be 100 (small), 200 (medium) or 300 (big).',
  }),
  daysAhead: z
    .number({ error: 'Days ahead must be a whole number.' })
    .int('Days ahead must be a whole number.')
    .min(0, 'Days ahead must be 0 to 3.')
    .max(3, 'Days ahead must be 0 to 3.'),
  isActive: z.boolean({ error: 'Active must be true or false.' }),
};

/** The rules a whole template keeps, checked on a create and on an edit's result. */
export function templateProblem(t: {
  kind: SlotTemplateKindName;
  start: string;
  end: string;
  cutoff: SlotCutoff | null;
}): string | null {
  const start = clockToMinute(t.start);
  const end = clockToMinute(t.end);
  if (start >= end) return 'The window must start before it ends.';
  if (isQuickTemplate(t)) {
    if (t.cutoff)
      return 'Quick slots have no cut-off rule: each hour closes its promise before it ends.';
    if (end - start < 60) return 'A quick window must be at least an hour long.';
  } else if (!t.cutoff) return 'Choose when the slot stops taking orders.';
  return null;
}

export const slotTemplateCreateSchema = z
  .strictObject({
    ...templateFields,
    cutoff: templateFields.cutoff.default(null),
    promisedMinutes: templateFields.promisedMinutes.default(null),
    deliveryFee: templateFields.deliveryFee.default(0),
    freeDeliveryAmount: templateFields.freeDeliveryAmount.default(0),
    isPodAllowed: templateFields.isPodAllowed.default(true),
    daysAhead: templateFields.daysAhead.default(3),
    isActive: templateFields.isActive.default(true),
  })
  .superRefine((t, ctx) => {
    const problem = templateProblem(t);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type SlotTemplateCreate = z.infer<typeof slotTemplateCreateSchema>;

/** Any fields, on the version they were edited on (409 STALE_VERSION on an older one). */
export const slotTemplateEditSchema = z.strictObject({
  version: versionSchema,
  weekday: templateFields.weekday.optional(),
  kind: templateFields.kind.optional(),
  start: templateFields.start.optional(),
  end: templateFields.end.optional(),
  capacity: templateFields.capacity.optional(),
  cutoff: templateFields.cutoff.optional(),
  promisedMinutes: templateFields.promisedMinutes.optional(),
  deliveryFee: templateFields.deliveryFee.optional(),
  freeDeliveryAmount: templateFields.freeDeliveryAmount.optional(),
  isPodAllowed: templateFields.isPodAllowed.optional(),
  serviceablePolygon: templateFields.serviceablePolygon.optional(),
  daysAhead: templateFields.daysAhead.optional(),
  isActive: templateFields.isActive.optional(),
});
export type SlotTemplateEdit = z.infer<typeof slotTemplateEditSchema>;

export const hubSlotTemplateSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  weekday: z.number().int().describe('0 Sunday ... 6 Saturday, in India'),
  weekdayName: z.string(),
  kind: z.enum(SLOT_TEMPLATE_KINDS),
  kindName: z.string(),
  start: z.string().describe("'HH:MM' IST"),
  end: z.string().describe("'HH:MM' IST (24:00 is midnight)"),
  capacity: z.number().int().describe('Orders each slot takes (quick: each hour)'),
  cutoff: z
    .union([
      z.object({ rule: z.literal('dayBeforeAt'), time: z.string() }),
      z.object({ rule: z.literal('hoursBeforeStart'), hours: z.number().int() }),
    ])
    .nullable(),
  cutoffText: z.string().describe("The cut-off in words, like 'The day before at 22:00'"),
  promisedMinutes: z.number().int().nullable(),
  deliveryFee: z.number().describe('Rupees'),
  freeDeliveryAmount: z.number().describe('Rupees'),
  isPodAllowed: z.boolean(),
  serviceablePolygon: z.number().int(),
  daysAhead: z.number().int(),
  isActive: z.boolean(),
});
export type HubSlotTemplate = z.infer<typeof hubSlotTemplateSchema>;
export const hubSlotTemplateListSchema = z.object({ templates: z.array(hubSlotTemplateSchema) });

export const slotDayQuerySchema = z.strictObject({
  date: calendarDateSchema('The date', 'The date must be a real day, like 2026-11-21.'),
});

export const hubSlotSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  type: z.number().int(),
  startDatetime: z.string(),
  endDatetime: z.string(),
  cutoffDatetime: z.string(),
  label: z.string().describe("'6 AM to 8 AM', or quick delivery's hour"),
  capacity: z.number().int(),
  booked: z.number().int().describe('Places taken by orders (and payments on hold)'),
  isClosed: z.boolean(),
  isPodAllowed: z.boolean(),
  serviceablePolygon: z.number().int(),
  deliveryFee: z.number(),
  freeDeliveryAmount: z.number(),
  templateId: z.number().int().nullable(),
  version: z.number().int().describe('Send it back with an edit (409 STALE_VERSION when older)'),
});
export type HubSlot = z.infer<typeof hubSlotSchema>;

/** Quick delivery of one area on the day: the one slot open now (or next), not a list of hours. */
export const hubQuickAreaSchema = z.object({
  serviceablePolygon: z.number().int(),
  text: z
    .string()
    .describe("'Get it in 30 mins' while a slot is open, else when it opens or 'Closed'"),
  open: hubSlotSchema.nullable().describe('The slot taking quick orders now'),
  next: hubSlotSchema.nullable().describe('The next one, when none is open now'),
  hours: z.object({ from: z.string(), to: z.string() }).nullable(),
  booked: z.number().int().describe("The day's quick orders in this area"),
});

export const hubSlotDaySchema = z.object({
  date: z.string(),
  slots: z.array(hubSlotSchema).describe('Scheduled windows, by start'),
  quick: z.array(hubQuickAreaSchema),
});
export type HubSlotDay = z.infer<typeof hubSlotDaySchema>;

/**
 * One day's slot: its capacity (never below what is booked), closed or open again. Closing a slot
 * with orders says what happens to them: `keep` (they are delivered in it as planned) or `move`
 * to another slot (`moveTo`), where each customer sees a note on My Orders.
 */
export const slotEditSchema = z
  .strictObject({
    version: versionSchema,
    capacity: templateFields.capacity.optional(),
    isClosed: z.boolean({ error: 'Closed must be true or false.' }).optional(),
    orders: z.enum(['keep', 'move'], { error: "Orders must be 'keep' or 'move'." }).optional(),
    moveTo: z
      .number({ error: 'The slot to move to must be a slot id.' })
      .int('The slot to move to must be a slot id.')
      .positive('The slot to move to must be a slot id.')
      .optional(),
    reason: z
      .string({ error: 'Write why the orders are moved: each customer reads it.' })
      .trim()
      .min(3, 'Write why the orders are moved: each customer reads it.')
      .max(200, 'Keep the reason under 200 characters.')
      .optional()
      .describe('Why the orders are moved, in words each customer reads (with `move` only)'),
  })
  .refine((e) => e.capacity !== undefined || e.isClosed !== undefined, {
    message: 'Send a capacity, or whether the slot is closed.',
  })
  .refine((e) => (e.orders === 'move') === (e.moveTo !== undefined), {
    message: "Moving orders needs the slot to move them to (moveTo), and only 'move' takes one.",
  })
  .refine((e) => (e.orders === 'move') === (e.reason !== undefined), {
    message: 'Write why the orders are moved: each customer reads it.',
  });
export type SlotEdit = z.infer<typeof slotEditSchema>;

export const slotMoveTargetsSchema = z.object({
  slots: z
    .array(hubSlotSchema)
    .describe(
      "Open slots, soonest first, that take every live order of the slot: the slot's day or later, " +
        'not yet started, with room, the same sort (quick or a window), reaching each address, ' +
        'and taking pay on delivery when an order pays so',
    ),
});
export type SlotMoveTargets = z.infer<typeof slotMoveTargetsSchema>;

export const slotEditResultSchema = z.object({
  slot: hubSlotSchema,
  movedOrders: z.array(z.number().int()).describe('Orders moved to `moveTo`'),
});
