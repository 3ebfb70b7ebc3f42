import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stockBatches } from '../../db/schema/catalog';
import { deliverySlots } from '../../db/schema/delivery';
import { orderItemBatches, orderItems, orders } from '../../db/schema/orders';
import { createTestLogin } from '../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../test/harness';
import { expectMoneyLedgerBalanced } from '../../test/money-ledger';
import { multipart } from '../../test/multipart';
import { placeTestOrder, roomForOrders, stockLeft } from '../../test/order-fixtures';

/**
 * Ops resolve a ticket as REPLACEMENT, DISCOUNT or NOTHING (issue 26 section 3, decision 029):
 * what each does to stock, slots and credit, what the customer reads, and the audit rows.
 */
let shop: TestShop;
let catalogue: Catalogue;
beforeAll(async () => {
  shop = await openTestShop();
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
});
afterAll(async () => shop.close());
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;
type Login = Awaited<ReturnType<typeof createTestLogin>>;
const DAY = 86_400_000;

/** A delivered order of `quantity` units of `productId`; answers its id and the line's id. */
async function delivered(customer: Login, productId: number, quantity = 2) {
  const placed = await placeTestOrder(db(), {
    userId: customer.user.id,
    status: 70,
    placedAt: new Date(shop.clock.now().getTime() - DAY),
    lines: [{ productId, quantity, slotId: catalogue.slots.evening }],
  });
  const orderId = placed.orderIds[0]!;
  const [item] = await db()
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { orderId, itemId: item!.id };
}

async function ticket(
  customer: Login,
  order: { orderId: number; itemId: number } | null,
  fields: Record<string, string> = {},
) {
  const body = multipart(
    order
      ? {
          type: 'PRODUCT_QUALITY',
          order: String(order.orderId),
          orderItem: String(order.itemId),
          quantity: '1',
          description: 'Gone sour',
          resolutionType: 'REPLACEMENT',
          ...fields,
        }
      : { type: 'SUGGESTION', description: 'More millets, please', ...fields },
    [],
  );
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/orders/report-issue/',
    headers: { ...customer.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const resolve = (login: Login, id: number, outcome: string, note = 'We are sorry about this.') =>
  shop.app.inject({
    method: 'POST',
    url: `/api/hub/tickets/${id}/resolve/`,
    headers: login.headers,
    payload: { version: 1, outcome, note },
  });
const get = (login: Login, url: string) =>
  shop.app.inject({ method: 'GET', url, headers: login.headers });
const creditOf = async (login: Login) =>
  (await get(login, '/api/orders/credit/')).json<{ amount: number }>().amount;
const ops = () => createTestLogin(db(), { roles: ['ops'] });

describe('REPLACEMENT', () => {
  it('places a ₹0 order in the next open slot that takes stock, earliest best-before first', async () => {
    const asha = await createTestLogin(db(), { firstName: 'Asha' });
    const product = catalogue.products.fillers[0]!;
    const order = await delivered(asha, product);
    // Two more batches: the one that goes off sooner is the one a replacement takes from.
    const today = shop.clock.now();
    const isoDay = (days: number) =>
      new Date(today.getTime() + days * DAY).toISOString().slice(0, 10);
    const [later, sooner] = await db()
      .insert(stockBatches)
      .values([
        {
          productId: product,
          status: 'approved',
          quantity: 4,
          quantityRemaining: 4,
          bestBefore: isoDay(20),
        },
        {
          productId: product,
          status: 'approved',
          quantity: 4,
          quantityRemaining: 4,
          bestBefore: isoDay(3),
        },
      ])
      .returning({ id: stockBatches.id });
    const stockBefore = await stockLeft(db(), product);
    const id = await ticket(asha, order, { quantity: '1' });
    const team = await ops();

    const res = await resolve(team, id, 'REPLACEMENT', 'A fresh pack comes with your next slot.');
    expect(res.statusCode, res.body).toBe(200);
    const { ticket: resolved, creditAmount } = res.json();
    expect(creditAmount).toBe(0);
    expect(resolved.status).toBe('resolved');
    expect(resolved.resolution).toMatchObject({
      outcome: 'REPLACEMENT',
      note: 'A fresh pack comes with your next slot.',
      creditAmount: 0,
    });
    const replacementId = resolved.resolution.replacementOrderId as number;

    // The order: confirmed, ₹0, one unit, in the earliest slot that still takes orders.
    const [placed] = await db().select().from(orders).where(eq(orders.id, replacementId));
    expect(placed).toMatchObject({ userId: asha.user.id, status: 20, netPaise: 0 });
    const [earliest] = await db()
      .select({ id: deliverySlots.id })
      .from(deliverySlots)
      .where(
        and(
          eq(deliverySlots.isActive, true),
          eq(deliverySlots.type, 10),
          gt(deliverySlots.cutoffAt, shop.clock.now()),
        ),
      )
      .orderBy(asc(deliverySlots.startAt))
      .limit(1);
    expect(placed!.slotId).toBe(earliest!.id);
    const [line] = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, replacementId));
    expect(line).toMatchObject({ productId: product, quantity: 1, pricePaise: 0 });
    const taken = await db()
      .select()
      .from(orderItemBatches)
      .where(eq(orderItemBatches.orderItemId, line!.id));
    expect(taken).toEqual([expect.objectContaining({ batchId: sooner!.id, quantity: 1 })]);
    expect(await stockLeft(db(), product)).toBe(stockBefore - 1);
    const [laterBatch] = await db()
      .select({ left: stockBatches.quantityRemaining })
      .from(stockBatches)
      .where(eq(stockBatches.id, later!.id));
    expect(laterBatch!.left).toBe(4);

    // The customer sees it in My Orders, ₹0, and the answer on the order and in Help.
    const detail = (await get(asha, `/api/orders/${replacementId}/`)).json();
    expect(detail.bill.total).toBe(0);
    const first = (await get(asha, `/api/orders/${order.orderId}/`)).json();
    expect(first.tickets).toEqual([
      expect.objectContaining({
        id,
        status: 'resolved',
        resolution: expect.objectContaining({
          outcome: 'REPLACEMENT',
          replacementOrderId: replacementId,
        }),
      }),
    ]);
    const help = (await get(asha, '/api/support/tickets/')).json();
    expect(help.tickets[0]).toMatchObject({
      id,
      resolution: { note: 'A fresh pack comes with your next slot.' },
    });

    // Audit rows: the ticket's resolution and the order it placed.
    const ticketHistory = (await get(team, `/api/hub/history/ticket/${id}/`)).json().history;
    expect(ticketHistory).toMatchObject([
      {
        action: 'resolve',
        actor: { id: team.user.id, role: 'ops' },
        before: { status: 'open' },
        after: { status: 'resolved', outcome: 'REPLACEMENT', replacementOrderId: replacementId },
      },
    ]);
    const orderHistory = (await get(team, `/api/hub/history/order/${replacementId}/`)).json();
    expect(orderHistory.history).toMatchObject([
      { action: 'replacement', before: null, after: { ticketId: id, units: 1 } },
    ]);

    // Once only: a second resolve is refused and places nothing more.
    const again = await resolve(team, id, 'REPLACEMENT');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'TICKET_ALREADY_RESOLVED',
      detail: 'This ticket is already resolved.',
    });
    expect(await stockLeft(db(), product)).toBe(stockBefore - 1);
  });

  it('without stock answers 409 with a sentence and changes nothing', async () => {
    const ravi = await createTestLogin(db());
    const product = catalogue.products.fillers[1]!;
    const order = await delivered(ravi, product);
    const id = await ticket(ravi, order);
    await db()
      .update(stockBatches)
      .set({ quantityRemaining: 0 })
      .where(eq(stockBatches.productId, product));
    const ordersBefore = await db().select({ id: orders.id }).from(orders);
    const team = await ops();

    const res = await resolve(team, id, 'REPLACEMENT');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'OUT_OF_STOCK',
      detail:
        'There is not enough stock of this product to send a replacement. Please add stock, or resolve the ticket with credit.',
    });
    expect(await db().select({ id: orders.id }).from(orders)).toHaveLength(ordersBefore.length);
    const queued = (await get(team, `/api/hub/tickets/${id}/`)).json();
    expect(queued).toMatchObject({ status: 'open', resolution: null });
    expect((await get(team, `/api/hub/history/ticket/${id}/`)).json().history).toEqual([]);

    // Ops may still resolve it otherwise.
    expect((await resolve(team, id, 'DISCOUNT')).statusCode).toBe(200);
  });
});

describe('DISCOUNT', () => {
  it('credits what was paid for the units, and two tickets about one item never more than it was worth', async () => {
    const meena = await createTestLogin(db());
    const order = await delivered(meena, catalogue.products.fillers[2]!, 2);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.id, order.itemId));
    const unit = line!.pricePaise / 100;
    const first = await ticket(meena, order, { quantity: '2', resolutionType: 'DISCOUNT' });
    const second = await ticket(meena, order, { quantity: '1', resolutionType: 'DISCOUNT' });
    const team = await ops();

    const one = await resolve(team, first, 'DISCOUNT', 'Credit for both packs.');
    expect(one.json()).toMatchObject({
      creditAmount: 2 * unit,
      ticket: { resolution: { outcome: 'DISCOUNT', creditAmount: 2 * unit } },
    });
    const two = await resolve(team, second, 'DISCOUNT', 'Already credited.');
    expect(two.statusCode).toBe(200);
    expect(two.json().creditAmount).toBe(0);
    expect(await creditOf(meena)).toBe(2 * unit);

    const [after] = await db().select().from(orderItems).where(eq(orderItems.id, order.itemId));
    expect(after!.creditedPaise).toBe(2 * line!.pricePaise);
    const queue = (await get(team, `/api/hub/tickets/${second}/`)).json();
    expect(queue.item).toMatchObject({ credited: 2 * unit });
    expect(queue.customer.credit).toBe(2 * unit);
    const history = (await get(team, `/api/hub/history/ticket/${first}/`)).json().history;
    expect(history[0].after).toMatchObject({ outcome: 'DISCOUNT', creditAmount: 2 * unit });
  });

  it('a ticket that names no item cannot be credited or replaced: 409', async () => {
    const kiran = await createTestLogin(db());
    const id = await ticket(kiran, null);
    const team = await ops();
    for (const outcome of ['DISCOUNT', 'REPLACEMENT']) {
      const res = await resolve(team, id, outcome);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('TICKET_NEEDS_ITEM');
    }
    expect((await get(team, `/api/hub/tickets/${id}/`)).json().status).toBe('open');
  });
});

describe('NOTHING', () => {
  it('keeps the note for the customer on Help and My Orders, and gives nothing', async () => {
    const asha = await createTestLogin(db());
    const order = await delivered(asha, catalogue.products.curd);
    const id = await ticket(asha, order, { resolutionType: 'DISCOUNT' });
    const res = await resolve(
      await ops(),
      id,
      'NOTHING',
      'The curd was within its date; it sets firm in the fridge.',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await creditOf(asha)).toBe(0);

    const answer = {
      outcome: 'NOTHING',
      note: 'The curd was within its date; it sets firm in the fridge.',
      creditAmount: 0,
      replacementOrderId: null,
    };
    expect((await get(asha, `/api/support/tickets/${id}/`)).json().resolution).toMatchObject(
      answer,
    );
    expect((await get(asha, '/api/support/tickets/')).json().tickets[0]).toMatchObject({
      id,
      status: 'resolved',
      resolution: answer,
    });
    const detail = (await get(asha, `/api/orders/${order.orderId}/`)).json();
    expect(detail.tickets[0]).toMatchObject({ id, resolution: answer });
  });

  it('asks for a note and an outcome (400), and only ops and admins may resolve (403)', async () => {
    const ravi = await createTestLogin(db());
    const id = await ticket(ravi, null);
    const team = await ops();
    const noNote = await resolve(team, id, 'NOTHING', ' ');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().detail).toBe(
      'Please write a note for the customer (at least 3 characters).',
    );
    expect((await resolve(team, id, 'REFUND')).statusCode).toBe(400);
    for (const roles of [['seller'], []] as const) {
      const someone = await createTestLogin(db(), { roles: [...roles] });
      expect((await resolve(someone, id, 'NOTHING')).statusCode).toBe(403);
    }
    const admin = await createTestLogin(db(), { roles: ['admin'] });
    expect((await resolve(admin, id, 'NOTHING')).statusCode).toBe(200);
  });
});
