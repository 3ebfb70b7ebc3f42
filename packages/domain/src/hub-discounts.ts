import { z } from 'zod';
import { choiceSchema, hasAtMostDecimals, instantSchema } from './bounds';
import { DISCOUNT_CODE_MAX } from './discounts';
import { hubOrderRefSchema } from './hub';
import { contactSchema, hubRowShape } from './hub-rows';
import { editOnVersion } from './version';

/**
 * Discount codes in the hub (issue 26 section 4, decision 038): ops create and edit them and see
 * who used them. The rules that charge a code stay in the discounts module; these are its fields.
 */

/** What a code is now, for the list's filter and badge. */
export const CODE_STATES = ['live', 'scheduled', 'ended', 'used-up', 'paused'] as const;
export type CodeState = (typeof CODE_STATES)[number];

export const MAX_CODE_RUPEES = 100_000;
export const MAX_CODE_USES = 1_000_000;

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be an amount in rupees.` })
    .min(0, { error: `${label} cannot be below 0.` })
    .max(MAX_CODE_RUPEES, { error: `${label} can be at most ₹${MAX_CODE_RUPEES}.` })
    .refine((value) => hasAtMostDecimals(value, 2), {
      error: `${label} can have at most two decimals.`,
    });

const uses = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(1, { error: `${label} must be at least 1.` })
    .max(MAX_CODE_USES, { error: `${label} can be at most ${MAX_CODE_USES}.` });

const instant = (label: string) => instantSchema(label);

/** Letters and digits only, stored upper-case, as customers type it into the cart. */
const codeText = z
  .string({ error: 'The code must be text.' })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9]{3,${DISCOUNT_CODE_MAX}}$`), {
    error: `The code must be 3 to ${DISCOUNT_CODE_MAX} letters and digits, such as DIWALI25.`,
  });

const codeFields = {
  percentage: z
    .number({ error: 'The percentage must be a whole number from 1 to 100.' })
    .int({ error: 'The percentage must be a whole number from 1 to 100.' })
    .min(1, { error: 'The percentage must be a whole number from 1 to 100.' })
    .max(100, { error: 'The percentage must be a whole number from 1 to 100.' }),
  cap: rupees('The cap'),
  validFrom: instant('The start'),
  validTo: instant('The end'),
  minOrder: rupees('The minimum order'),
  totalUses: uses('The total uses').nullable().describe('null: no limit'),
  usesPerCustomer: uses('The uses per customer'),
  isActive: z.boolean({ error: 'Say whether the code is on (true or false).' }),
};

const windowInOrder = (code: { validFrom?: string; validTo?: string }) =>
  code.validFrom === undefined ||
  code.validTo === undefined ||
  Date.parse(code.validTo) > Date.parse(code.validFrom);
const windowError = { error: 'The end must be after the start.', path: ['validTo'] };

export const codeCreateSchema = z
  .strictObject({
    code: codeText,
    ...codeFields,
    minOrder: codeFields.minOrder.default(0),
    totalUses: codeFields.totalUses.default(null),
    usesPerCustomer: codeFields.usesPerCustomer.default(1),
    isActive: codeFields.isActive.default(true),
  })
  .refine(windowInOrder, windowError);
export type CodeCreate = z.infer<typeof codeCreateSchema>;

/** Any fields but the code itself (printed on flyers; its uses point at it), on a version. */
export const codeEditSchema = editOnVersion(codeFields).refine(windowInOrder, windowError);
export type CodeEdit = z.infer<typeof codeEditSchema>;

export const hubCodeSchema = z.object({
  ...hubRowShape,
  code: z.string(),
  percentage: z.number().int(),
  cap: z.number().describe('Rupees'),
  validFrom: z.string(),
  validTo: z.string(),
  minOrder: z.number().describe('Rupees of items the order needs'),
  totalUses: z.number().int().nullable(),
  usesPerCustomer: z.number().int(),
  usesCount: z.number().int().describe('Uses held by live orders (a cancel gives one back)'),
  isActive: z.boolean(),
  state: z.enum(CODE_STATES),
  createdAt: z.string(),
});
export type HubCode = z.infer<typeof hubCodeSchema>;

export const codeListQuerySchema = z.strictObject({
  state: choiceSchema(CODE_STATES, 'state').optional(),
});
export const codeListSchema = z.object({ codes: z.array(hubCodeSchema) });

export const CODE_USES_SHOWN = 200;

export const codeUseSchema = z.object({
  id: z.number().int(),
  customer: contactSchema,
  paymentId: z.number().int(),
  orderIds: z.array(z.number().int()),
  orders: z.array(hubOrderRefSchema).describe('The same orders as customers know them'),
  at: z.string(),
  amount: z.number().describe('Rupees the code took off'),
  releasedAt: z
    .string()
    .nullable()
    .describe('When a cancel or an unpaid checkout gave the use back'),
});
export const codeUsesSchema = z.object({
  code: hubCodeSchema,
  uses: z.array(codeUseSchema).describe(`The newest ${CODE_USES_SHOWN}`),
});
export type CodeUses = z.infer<typeof codeUsesSchema>;

/** What a code is at `now`. */
export function codeState(
  code: {
    isActive: boolean;
    validFrom: Date;
    validTo: Date;
    totalUses: number | null;
    usesCount: number;
  },
  now: Date,
): CodeState {
  if (!code.isActive) return 'paused';
  if (now.getTime() >= code.validTo.getTime()) return 'ended';
  if (code.totalUses !== null && code.usesCount >= code.totalUses) return 'used-up';
  if (now.getTime() < code.validFrom.getTime()) return 'scheduled';
  return 'live';
}
