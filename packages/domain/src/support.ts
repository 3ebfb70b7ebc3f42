import { z } from 'zod';
import { ADDRESS_CITY, addressPartsShape, PINCODE_PATTERN } from './addresses';
import { versionSchema } from './version';
import { formatRupees } from './money';
import { safeText } from './text';

/** The seller-interest form's sentences. */
export const SELLER_FORM_MESSAGES = {
  cuisine: 'Please enter at least one type of cuisine',
  category: 'Please enter at least two items you make',
  doorNum: 'Please enter a valid door number',
  buildingDetails: 'Please enter your building name',
  road: 'Please enter a valid street / road name',
  area: 'Please enter a valid area',
  city: 'Please enter your city',
  pincode: 'Please enter a valid pincode',
} as const;

/** The seller form starts in Bangalore. */
export const SELLER_FORM_DEFAULTS = { city: ADDRESS_CITY, pincode: '560068' } as const;

/**
 * What the onboarding form sends. `category` holds the best dishes the maker names (the
 * seller-interest request has no field of its own for them); name and mobile come from the login.
 */
export const sellerLeadRequestSchema = z.strictObject({
  cuisine: safeText('Cuisine', { min: 1, max: 200, message: SELLER_FORM_MESSAGES.cuisine }),
  category: safeText('Best dishes', { min: 6, max: 500, message: SELLER_FORM_MESSAGES.category }),
  freeText: safeText('Anything else', { max: 1000, multiline: true }).default(''),
  doorNum: safeText('Door number', { min: 2, max: 50, message: SELLER_FORM_MESSAGES.doorNum }),
  buildingDetails: safeText('Building name', {
    min: 1,
    max: 200,
    message: SELLER_FORM_MESSAGES.buildingDetails,
  }),
  road: safeText('Street', { min: 4, max: 200, message: SELLER_FORM_MESSAGES.road }),
  area: safeText('Area', { min: 3, max: 200, message: SELLER_FORM_MESSAGES.area }),
  city: safeText('City', { min: 1, max: 100, message: SELLER_FORM_MESSAGES.city }),
  pincode: z
    .string({ error: SELLER_FORM_MESSAGES.pincode })
    .trim()
    .regex(PINCODE_PATTERN, { error: SELLER_FORM_MESSAGES.pincode }),
});
export type SellerLeadRequest = z.input<typeof sellerLeadRequestSchema>;

export const sellerLeadSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  firstName: z.string(),
  mobile: z.string(),
  cuisine: z.string(),
  category: z.string(),
  freeText: z.string(),
  ...addressPartsShape,
});
export type SellerLead = z.infer<typeof sellerLeadSchema>;

/** The CSV columns ops download, in the shop's order of the seller-interest request. */
export const SELLER_LEAD_COLUMNS = [
  'createdAt',
  'firstName',
  'mobile',
  'cuisine',
  'category',
  'freeText',
  'doorNum',
  'buildingDetails',
  'road',
  'area',
  'city',
  'pincode',
] as const satisfies readonly (keyof SellerLead)[];

/**
 * One CSV cell. A cell a spreadsheet would read as a formula (= + - @, or a tab/CR before one)
 * gets a leading quote so opening the download cannot run anything.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\t\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (cells: string[]) => cells.map(csvCell).join(',');

/** What can go wrong with an order, and in general. */
export const ORDER_ISSUE_TYPES = [
  'ORDER_NOT_DELIVERED',
  'WRONG_ITEMS_DELIVERED',
  'MISSING_ITEMS',
  'PRODUCT_QUALITY',
  'PRODUCT_QUANTITY',
  'PRODUCT_PACKAGING',
  'OTHER',
] as const;
export const GENERAL_ISSUE_TYPES = [
  'TECHNICAL_ISSUE',
  'PROFILE_CHANGE',
  'SEE_PAST_ORDERS',
  'PAYMENT_RELATED',
  'REFUND_RELATED',
  'SUGGESTION',
  'OTHER',
] as const;
export const ISSUE_TYPES = [...new Set([...ORDER_ISSUE_TYPES, ...GENERAL_ISSUE_TYPES])] as [
  IssueType,
  ...IssueType[],
];
export type IssueType = (typeof ORDER_ISSUE_TYPES)[number] | (typeof GENERAL_ISSUE_TYPES)[number];

/** Issues about a delivered product: they need an item and a resolution. */
export const PRODUCT_ISSUE_TYPES: readonly IssueType[] = [
  'WRONG_ITEMS_DELIVERED',
  'MISSING_ITEMS',
  'PRODUCT_QUALITY',
  'PRODUCT_QUANTITY',
  'PRODUCT_PACKAGING',
];
export const isProductIssue = (type: string) => PRODUCT_ISSUE_TYPES.includes(type as IssueType);

export const ISSUE_LABELS: Record<IssueType, string> = {
  ORDER_NOT_DELIVERED: 'Order not delivered',
  WRONG_ITEMS_DELIVERED: 'Wrong item delivered',
  MISSING_ITEMS: 'Item missing',
  PRODUCT_QUALITY: 'Product quality',
  PRODUCT_QUANTITY: 'Less quantity than ordered',
  PRODUCT_PACKAGING: 'Damaged or leaking packaging',
  OTHER: 'Something else',
  TECHNICAL_ISSUE: 'The app or website is not working',
  PROFILE_CHANGE: 'Change my profile',
  SEE_PAST_ORDERS: 'I cannot see my past orders',
  PAYMENT_RELATED: 'Payment',
  REFUND_RELATED: 'Refund',
  SUGGESTION: 'A suggestion',
};

export const RESOLUTION_TYPES = ['REPLACEMENT', 'DISCOUNT', 'NOTHING'] as const;
export type ResolutionType = (typeof RESOLUTION_TYPES)[number];
export const RESOLUTION_LABELS: Record<ResolutionType, string> = {
  REPLACEMENT: 'Send a replacement',
  DISCOUNT: 'A discount on my next order',
  NOTHING: 'Nothing, just letting you know',
};

/** A product can be replaced only when it still exists, is active and status 20. */
export const REPLACEABLE_PRODUCT_STATUS = 20;
export const isReplaceable = (
  item: Pick<IssueItem, 'productId' | 'productIsActive' | 'productStatus'>,
) =>
  item.productId !== null &&
  item.productIsActive &&
  item.productStatus === REPLACEABLE_PRODUCT_STATUS;

export const ISSUE_MESSAGES = {
  type: 'Please choose what went wrong',
  details: 'Please add valid details',
  item: 'Please choose the item',
  resolution: 'Please choose a resolution',
} as const;
export const ISSUE_IMAGE_LIMIT = 5;
export const ISSUE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Photos are compressed in the browser to this JPEG quality. */
export const ISSUE_IMAGE_QUALITY = 0.6;

export const issueItemSchema = z.object({
  id: z.number().int(),
  /** The order of the purchase this item was delivered in: a report about it names that order. */
  orderId: z.number().int(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  productId: z.number().int().nullable(),
  productIsActive: z.boolean(),
  productStatus: z.number().int(),
  sellerStoreName: z.string(),
});
export type IssueItem = z.infer<typeof issueItemSchema>;

interface IssueShape {
  type: string;
  description: string;
  order?: number | undefined;
  orderItem?: number | undefined;
  resolutionType?: string | undefined;
}

/** The rules the help form shows live and the server keeps. */
export function issueProblems(issue: IssueShape): { path: keyof IssueShape; message: string }[] {
  const problems: { path: keyof IssueShape; message: string }[] = [];
  if (issue.type !== 'ORDER_NOT_DELIVERED' && issue.description.trim().length < 3)
    problems.push({ path: 'description', message: ISSUE_MESSAGES.details });
  if (isProductIssue(issue.type)) {
    if (issue.orderItem === undefined)
      problems.push({ path: 'orderItem', message: ISSUE_MESSAGES.item });
    if (!issue.resolutionType)
      problems.push({ path: 'resolutionType', message: ISSUE_MESSAGES.resolution });
  }
  const forOrder = (ORDER_ISSUE_TYPES as readonly string[]).includes(issue.type);
  const general = (GENERAL_ISSUE_TYPES as readonly string[]).includes(issue.type);
  if (issue.order === undefined ? !general : !forOrder)
    problems.push({ path: 'type', message: ISSUE_MESSAGES.type });
  return problems;
}

const formId = (label: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${label} must be an id.`)
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647));

/** The multipart text fields of POST api/orders/report-issue/ (photos come as file parts). */
export const ticketFieldsSchema = z
  .strictObject({
    type: z.enum(ISSUE_TYPES, { error: ISSUE_MESSAGES.type }),
    order: formId('order').optional(),
    orderItem: formId('orderItem').optional(),
    description: safeText('Details', { max: 1000, multiline: true }).default(''),
    isDraft: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    severity: z.enum(['1', '2', '3']).transform(Number).optional(),
    quantity: formId('quantity').optional(),
    resolutionType: z.enum(RESOLUTION_TYPES, { error: ISSUE_MESSAGES.resolution }).optional(),
  })
  .superRefine((issue, ctx) => {
    for (const problem of issueProblems(issue))
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type TicketFields = z.output<typeof ticketFieldsSchema>;

export const ticketCreatedSchema = z.object({ id: z.number().int() });

export const TICKET_STATUSES = ['open', 'resolved'] as const;

/**
 * How ops resolved a ticket, as the customer reads it on Help and My Orders: the outcome ops chose
 * (whatever the customer asked for), their note, the credit it gave and the ₹0 replacement order.
 */
export const ticketResolutionSchema = z.object({
  outcome: z.enum(RESOLUTION_TYPES),
  note: z.string(),
  resolvedAt: z.string(),
  /** Rupees of credit this ticket gave (DISCOUNT only; 0 once the item has earned its worth). */
  creditAmount: z.number(),
  /** The replacement order (REPLACEMENT only). */
  replacementOrderId: z.number().int().nullable(),
});
export type TicketResolution = z.infer<typeof ticketResolutionSchema>;

/** What the customer reads about a resolution, in one sentence before ops' note. */
export function resolutionHeadline(resolution: TicketResolution): string {
  // The order's own id is not the number My Orders shows (decision 022): the screens link to it.
  if (resolution.outcome === 'REPLACEMENT')
    return 'We are sending a replacement at no cost. You will find it in My Orders.';
  if (resolution.outcome === 'DISCOUNT')
    return resolution.creditAmount > 0
      ? `${formatRupees(resolution.creditAmount)} credit was added to your account. It is used on your next order.`
      : 'This item has already been credited or replaced in full.';
  return 'We looked into this.';
}

export const RESOLVE_MESSAGES = {
  outcome: 'Please choose how to resolve the ticket.',
  note: 'Please write a note for the customer (at least 3 characters).',
} as const;

/** POST api/hub/tickets/{id}/resolve/: what ops decide, and what they tell the customer. */
export const ticketResolveRequestSchema = z.strictObject({
  version: versionSchema.describe(
    "The ticket's version as the queue showed it (409 STALE_VERSION)",
  ),
  outcome: z.enum(RESOLUTION_TYPES, { error: RESOLVE_MESSAGES.outcome }),
  note: safeText('Note', { min: 3, max: 500, multiline: true, message: RESOLVE_MESSAGES.note }),
});
export type TicketResolveRequest = z.input<typeof ticketResolveRequestSchema>;

/** A ticket as its owner (and ops) see it: the draft to confirm, then the confirmed view. */
export const ticketSchema = z.object({
  id: z.number().int(),
  type: z.enum(ISSUE_TYPES),
  orderId: z.number().int().nullable(),
  orderItem: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  description: z.string(),
  quantity: z.number().int().nullable(),
  resolutionType: z.enum(RESOLUTION_TYPES).nullable(),
  isDraft: z.boolean(),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Each photo's address: an authenticated route, never a public media path. */
  images: z.array(z.object({ id: z.number().int(), url: z.string() })),
  /** Null while open. */
  resolution: ticketResolutionSchema.nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** GET api/support/tickets/: the customer's confirmed tickets, newest first, with ops' answers. */
export const MY_TICKETS_SHOWN = 20;
export const myTicketSchema = z.object({
  id: z.number().int(),
  type: z.enum(ISSUE_TYPES),
  orderId: z.number().int().nullable(),
  itemName: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  confirmedAt: z.string().nullable(),
  resolution: ticketResolutionSchema.nullable(),
});
export type MyTicket = z.infer<typeof myTicketSchema>;
export const myTicketListSchema = z.object({ tickets: z.array(myTicketSchema) });

/** Where a ticket's photo is served (owner and ops only). */
export const ticketImagePath = (ticketId: number, imageId: number) =>
  `/api/support/tickets/${ticketId}/images/${imageId}`;

/** GET api/hub/tickets/: confirmed tickets for ops, newest first. */
export const hubTicketQuerySchema = z.strictObject({
  status: z.enum(TICKET_STATUSES).default('open'),
  before: formId('before').optional(),
});
/** What the queue shows of the customer beside each ticket: enough to judge it fairly. */
export const hubTicketCustomerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  mobile: z.string(),
  /** Orders placed (not those whose payment never came). */
  orders: z.number().int(),
  /** Confirmed tickets, this one included. */
  tickets: z.number().int(),
  /** Credit they may spend now (rupees). */
  credit: z.number(),
});
export const hubTicketSchema = z.object({
  id: z.number().int(),
  confirmedAt: z.string().nullable(),
  firstName: z.string(),
  mobile: z.string(),
  type: z.string(),
  orderId: z.number().int().nullable(),
  orderItemName: z.string().nullable(),
  quantity: z.number().int().nullable(),
  /** What the customer asked for. */
  resolutionType: z.string().nullable(),
  description: z.string(),
  status: z.enum(TICKET_STATUSES),
  imageCount: z.number().int(),
  /** The private photos: each URL answers ops and the ticket's owner only. */
  photos: z.array(z.object({ id: z.number().int(), url: z.string() })),
  order: z
    .object({
      id: z.number().int(),
      number: z
        .string()
        .describe("The customer's number for it, as their confirmation shows it ('#11', '#11-2')"),
      status: z.number().int(),
      placedAt: z.string(),
    })
    .nullable(),
  item: z
    .object({
      id: z.number().int(),
      name: z.string(),
      /** Units ordered. */
      quantity: z.number().int(),
      /** Rupees a unit, as charged. */
      price: z.number(),
      /** Credit already given for this line by any ticket (rupees). */
      credited: z.number(),
      /** Units already sent again by live replacement orders (decision 042). */
      replaced: z.number().int(),
    })
    .nullable(),
  customer: hubTicketCustomerSchema,
  /** Null while open. */
  resolution: ticketResolutionSchema.nullable(),
  version: z.number().int().describe('Sent back with the resolution (409 STALE_VERSION)'),
});
export type HubTicket = z.infer<typeof hubTicketSchema>;
export const hubTicketPageSchema = z.object({
  tickets: z.array(hubTicketSchema),
  /** Pass as `before` for the next page; null on the last. */
  next: z.number().int().nullable(),
});
export const ticketResolvedSchema = z.object({
  ticket: ticketSchema,
  /** Credit given to the customer (rupees): a DISCOUNT resolution's price times quantity. */
  creditAmount: z.number(),
});
