import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, editVersion, partOf, serialId, timestamptz } from '../columns';
import { belongsToUser, users } from './accounts';
import { makers } from './catalog';
import { orderItems, orders } from './orders';

/** An issue a customer reports, about an order or in general. */
export const tickets = pgTable(
  'tickets',
  {
    id: serialId(),
    userId: belongsToUser(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, {
      onDelete: 'set null',
    }),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    isDraft: boolean('is_draft').notNull().default(true),
    severity: integer('severity'),
    isInternal: boolean('is_internal').notNull().default(false),
    quantity: integer('quantity'),
    resolutionType: text('resolution_type'),
    /** open, resolved */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    confirmedAt: timestamptz('confirmed_at'),
    resolvedAt: timestamptz('resolved_at'),
    /**
     * How ops resolved it (REPLACEMENT, DISCOUNT or NOTHING), whatever the customer asked for, and
     * the note the customer reads on Help and My Orders (decision 029).
     */
    resolvedAs: text('resolved_as'),
    resolutionNote: text('resolution_note'),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The ₹0 order a REPLACEMENT resolution placed. */
    replacementOrderId: integer('replacement_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    /**
     * Moved by one with the hub's resolution (decision 055's versions): a resolve sent on an older
     * one answers 409 STALE_VERSION. The customer's own steps (draft, photos, confirm) do not move it.
     */
    version: editVersion(),
  },
  (t) => [index('tickets_user_idx').on(t.userId, sql`${t.id} DESC`)],
);

/**
 * A photo attached to a ticket: re-encoded (metadata stripped) and kept outside the public media
 * folder; served only to the ticket's owner and to ops.
 */
export const ticketImages = pgTable(
  'ticket_images',
  {
    id: serialId(),
    ticketId: partOf('ticket_id', () => tickets.id),
    /** Path under the private upload folder. */
    storagePath: text('storage_path').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_images_ticket_idx').on(t.ticketId)],
);

/** A producer or home-cook who would like to sell with us (the onboarding form). */
export const sellerLeads = pgTable('seller_leads', {
  id: serialId(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  firstName: text('first_name').notNull(),
  mobile: text('mobile').notNull(),
  cuisine: text('cuisine').notNull(),
  category: text('category').notNull(),
  freeText: text('free_text').notNull().default(''),
  doorNum: text('door_num').notNull(),
  buildingDetails: text('building_details').notNull(),
  road: text('road').notNull(),
  area: text('area').notNull(),
  city: text('city').notNull(),
  pincode: text('pincode').notNull(),
  calledBackAt: timestamptz('called_back_at'),
  /** The maker ops turned this lead into; null while the lead is new. */
  makerId: integer('maker_id').references(() => makers.id),
  turnedAt: timestamptz('turned_at'),
  turnedByUserId: integer('turned_by_user_id'),
  /** Moved by one when ops turn the lead into a maker: a turn on an older one answers 409. */
  version: editVersion(),
});
