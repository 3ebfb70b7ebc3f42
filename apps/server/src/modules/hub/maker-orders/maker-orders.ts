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
import { ISSUE_LABELS, type IssueType, type ResolutionType } from '@makers-pantry/domain/support';
import type { AppContext } from '../../../context';
import { notFound } from '../../../http/errors';
import { makerName } from '../../catalog/service';
import { slotDates } from '../../delivery/service';
import { ordersToPrepare } from '../../orders/service';
import { ticketsAboutMaker } from '../../support/service';
import type { HubActor } from '../shared/hub-actor';

/**
 * A maker's Orders view and its tickets (issue 38 §11; decision 057). Only the maker's own orders
 * and only what it needs to make them: products, units and slots. Nothing here reads the
 * customer, the address snapshot or a mobile, so nothing can leak them.
 */

/** The maker, when the actor may see it (a seller: only its own; another answers 404). */
async function visibleMaker(context: AppContext, actor: HubActor, makerId: number) {
  const maker = await makerName(context.db, makerId);
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
  const { lines: rows, ordersOfSlot: ordersOf } = await ordersToPrepare(
    context.db,
    makerId,
    from,
    to,
  );

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
  const rows = await ticketsAboutMaker(context.db, makerId, query.status, MAKER_TICKETS_PAGE_SIZE);
  const dayOf = await slotDates(
    context.db,
    rows.map((row) => row.slotId),
  );
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
      deliveryDate: dayOf.get(row.slotId) ?? '',
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
