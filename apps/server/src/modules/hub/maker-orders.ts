import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { istDate } from '@makers-pantry/domain/delivery-time';
import {
  MAKER_ORDER_DAYS_DEFAULT,
  MAKER_TICKETS_PAGE_SIZE,
  type MakerOrders,
  type MakerOrdersQuery,
  type MakerTickets,
  type MakerTicketsQuery,
  type ProductToMake,
} from '@makers-pantry/domain/hub-maker-orders';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import { ISSUE_LABELS, type IssueType, type ResolutionType } from '@makers-pantry/domain/support';
import type { AppContext } from '../../context';
import { makers } from '../../db/schema/catalog';
import { deliverySlots } from '../../db/schema/delivery';
import { orderItems, orders } from '../../db/schema/orders';
import { tickets } from '../../db/schema/support';
import { notFound } from '../../http/errors';
import type { HubActor } from './hub-actor';

/**
 * A maker's Orders view and its tickets (issue 38 §11; decision 057). Only the maker's own orders
 * and only what it needs to make them: products, units and slots. Nothing here reads the
 * customer, the address snapshot or a mobile, so nothing can leak them.
 */

/** Orders the maker has to make: paid or to be paid on delivery, not yet handed over. */
const TO_PREPARE = [ORDER_STATUS.CONFIRMED, ORDER_STATUS.PACKED, ORDER_STATUS.OUT_FOR_DELIVERY];

/** The maker, when the actor may see it (a seller: only its own; another answers 404). */
async function visibleMaker(context: AppContext, actor: HubActor, makerId: number) {
  const [maker] = await context.db
    .select({ id: makers.id, storeName: makers.storeName })
    .from(makers)
    .where(eq(makers.id, makerId));
  if (!maker || (actor.makerId !== null && actor.makerId !== makerId)) throw notFound('This maker');
  return maker;
}

/** A calendar day plus some days, as 'YYYY-MM-DD'. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Adds a line to the running totals of one product. */
function addTo(totals: Map<number, ProductToMake>, line: ProductToMake) {
  const seen = totals.get(line.productId);
  if (seen) {
    seen.units += line.units;
    seen.orders += line.orders;
  } else totals.set(line.productId, { ...line });
}

const byName = (a: ProductToMake, b: ProductToMake) => a.name.localeCompare(b.name);

export async function makerOrders(
  context: AppContext,
  actor: HubActor,
  makerId: number,
  query: MakerOrdersQuery,
): Promise<MakerOrders> {
  const maker = await visibleMaker(context, actor, makerId);
  const from = query.from ?? istDate(context.now());
  const to = plusDays(from, (query.days ?? MAKER_ORDER_DAYS_DEFAULT) - 1);
  // One row per slot and product: orders_maker_idx finds the maker's live orders.
  const rows = await context.db
    .select({
      date: deliverySlots.date,
      slotId: deliverySlots.id,
      startAt: deliverySlots.startAt,
      endAt: deliverySlots.endAt,
      type: deliverySlots.type,
      productId: orderItems.productId,
      name: orderItems.productName,
      packageSize: orderItems.productPackageSize,
      measurementUnit: orderItems.productMeasurementUnit,
      units: sql<number>`sum(${orderItems.quantity})::int`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
    })
    .from(orders)
    .innerJoin(deliverySlots, eq(deliverySlots.id, orders.slotId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.makerId, makerId),
        inArray(orders.status, TO_PREPARE),
        gte(deliverySlots.date, from),
        lte(deliverySlots.date, to),
      ),
    )
    .groupBy(
      deliverySlots.id,
      orderItems.productId,
      orderItems.productName,
      orderItems.productPackageSize,
      orderItems.productMeasurementUnit,
    )
    .orderBy(asc(deliverySlots.startAt), asc(deliverySlots.id));
  // Orders per slot (an order of two products counts once).
  const slotOrders = await context.db
    .select({ slotId: orders.slotId, orders: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(deliverySlots, eq(deliverySlots.id, orders.slotId))
    .where(
      and(
        eq(orders.makerId, makerId),
        inArray(orders.status, TO_PREPARE),
        gte(deliverySlots.date, from),
        lte(deliverySlots.date, to),
      ),
    )
    .groupBy(orders.slotId);
  const ordersOf = new Map(slotOrders.map((row) => [row.slotId, row.orders]));

  const days: MakerOrders['days'] = [];
  for (let date = from; date <= to; date = plusDays(date, 1)) {
    const dayRows = rows.filter((row) => row.date === date);
    const slots = new Map<number, MakerOrders['days'][number]['slots'][number]>();
    const dayTotals = new Map<number, ProductToMake>();
    for (const row of dayRows) {
      const line: ProductToMake = {
        productId: row.productId,
        name: row.name,
        packageSize: row.packageSize,
        measurementUnit: row.measurementUnit,
        units: row.units,
        orders: row.orders,
      };
      let slot = slots.get(row.slotId);
      if (!slot) {
        slot = {
          id: row.slotId,
          startDatetime: row.startAt.toISOString(),
          endDatetime: row.endAt.toISOString(),
          type: row.type,
          orders: ordersOf.get(row.slotId) ?? 0,
          products: [],
        };
        slots.set(row.slotId, slot);
      }
      slot.products.push(line);
      addTo(dayTotals, line);
    }
    for (const slot of slots.values()) slot.products.sort(byName);
    days.push({ date, slots: [...slots.values()], products: [...dayTotals.values()].sort(byName) });
  }
  return { maker, from, to, days };
}

/** How ops resolved a ticket, in the maker's words. */
const RESOLVED_FOR_MAKER: Record<ResolutionType, string> = {
  REPLACEMENT: 'A replacement was sent to the customer',
  DISCOUNT: 'The customer was given credit',
  NOTHING: 'Nothing was needed',
};

/**
 * The confirmed tickets customers raised about the maker's products, newest first: what went
 * wrong, about which product and delivery, and how ops resolved it. The hub's own internal tickets
 * and drafts are left out.
 */
export async function makerTickets(
  context: AppContext,
  actor: HubActor,
  makerId: number,
  query: MakerTicketsQuery,
): Promise<MakerTickets> {
  await visibleMaker(context, actor, makerId);
  const rows = await context.db
    .select({
      id: tickets.id,
      type: tickets.type,
      description: tickets.description,
      quantity: tickets.quantity,
      status: tickets.status,
      resolvedAs: tickets.resolvedAs,
      confirmedAt: tickets.confirmedAt,
      createdAt: tickets.createdAt,
      resolvedAt: tickets.resolvedAt,
      productId: orderItems.productId,
      productName: orderItems.productName,
      packageSize: orderItems.productPackageSize,
      measurementUnit: orderItems.productMeasurementUnit,
      deliveryDate: deliverySlots.date,
    })
    .from(tickets)
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(deliverySlots, eq(deliverySlots.id, orders.slotId))
    .where(
      and(
        eq(orders.makerId, makerId),
        eq(tickets.isDraft, false),
        eq(tickets.isInternal, false),
        query.status === undefined ? undefined : eq(tickets.status, query.status),
      ),
    )
    .orderBy(desc(tickets.id))
    .limit(MAKER_TICKETS_PAGE_SIZE);
  return {
    tickets: rows.map((row) => ({
      id: row.id,
      type: row.type,
      typeText: ISSUE_LABELS[row.type as IssueType] ?? 'Something else',
      description: row.description,
      quantity: row.quantity,
      product: {
        id: row.productId,
        name: row.productName,
        packageSize: row.packageSize,
        measurementUnit: row.measurementUnit,
      },
      deliveryDate: row.deliveryDate,
      status: row.status === 'resolved' ? 'resolved' : 'open',
      resolvedAs: row.resolvedAs,
      resolutionText:
        row.resolvedAs === null
          ? null
          : (RESOLVED_FOR_MAKER[row.resolvedAs as ResolutionType] ?? row.resolvedAs),
      raisedAt: (row.confirmedAt ?? row.createdAt).toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    })),
  };
}
