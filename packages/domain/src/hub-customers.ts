import { z } from 'zod';
import { spokenMobileSchema } from './accounts';
import { hubOrderRowSchema } from './fulfilment';
import { hubOrderRefSchema, versionSchema } from './hub';
import { safeText } from './text';

/**
 * Customers in the hub (issue 26 section 4): ops find one by mobile, see their orders, tickets and
 * credit, and allow or refuse pay on delivery with a reason (decision 038).
 */

/** How many of a customer's newest orders and tickets the page shows. */
export const CUSTOMER_ROWS_SHOWN = 50;

export const customerFindQuerySchema = z.strictObject({ mobile: spokenMobileSchema });

export const hubCustomerTicketSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int().nullable(),
  order: hubOrderRefSchema.nullable().describe('The order as customers know it'),
  type: z.string(),
  status: z.string().describe("'open' or 'resolved'"),
  resolutionType: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});

export const hubCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  joinedAt: z.string(),
  isPodAllowed: z.boolean().describe('Whether checkout offers this customer pay on delivery'),
  podReason: z.string().nullable().describe('Why ops last allowed or refused it'),
  podChangedAt: z.string().nullable(),
  version: z
    .number()
    .int()
    .describe('Send it back with a pay-on-delivery decision (409 STALE_VERSION when older)'),
  credit: z.object({
    available: z.number().describe('Rupees the next checkout can spend'),
    earned: z.number().describe('Rupees of credit ever given'),
  }),
  ordersCount: z.number().int(),
  orders: z.array(hubOrderRowSchema).describe(`The newest ${CUSTOMER_ROWS_SHOWN}`),
  tickets: z
    .array(hubCustomerTicketSchema)
    .describe(`The newest ${CUSTOMER_ROWS_SHOWN} confirmed ones`),
});
export type HubCustomer = z.infer<typeof hubCustomerSchema>;

export const podDecisionSchema = z.strictObject({
  version: versionSchema,
  isPodAllowed: z.boolean({ error: 'Say whether pay on delivery is allowed (true or false).' }),
  reason: safeText('The reason', { min: 3, max: 500, multiline: true }),
});
export type PodDecision = z.infer<typeof podDecisionSchema>;
