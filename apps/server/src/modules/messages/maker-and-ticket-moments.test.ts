import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import { makers, products } from '../../db/schema/catalog';
import { orderItems } from '../../db/schema/orders';
import { createTestLogin } from '../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { FakePaymentGateway } from '../../test/fake-payment-gateway';
import { caller, openTestShop, type TestShop } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { placeTestOrder, roomForOrders } from '../../test/order-fixtures';

/**
 * The maker's listing reviewed and a ticket resolved (issue 40): each queues exactly one message
 * in its recipient's language, however often the same step is asked again. Tomorrow's orders to
 * makers are in orders/fulfilment/tomorrow-for-makers.test.ts.
 */
type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let ops: Login;
let seller: Login;

beforeAll(async () => {
  shop = await openTestShop({
    env: { CATALOGUE_CACHE_SECONDS: '0' },
    payments: new FakePaymentGateway(),
  });
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  await roomForOrders(db);
  ops = await createTestLogin(db, { roles: ['ops'] }, now);
  seller = await createTestLogin(db, { roles: ['seller'], firstName: 'Lakshmi' }, now);
  await db
    .update(makers)
    .set({ userId: seller.user.id })
    .where(eq(makers.id, catalogue.makers.amma));
});
afterAll(async () => shop.close());

const db = () => shop.database.db;
const call = caller(() => shop);
const messagesTo = async (mobile: string) =>
  ((await call('GET', `/api/dev/outbox/${mobile}/`)).json().messages ?? []) as {
    template: string;
    language: string;
    text: string;
  }[];
const onesOf = async (mobile: string, template: string) =>
  (await messagesTo(mobile)).filter((m) => m.template === template);

async function speaking(login: Login, language: 'en' | 'hi' | 'kn') {
  const res = await call('PATCH', '/api/users/profile/update/', login, { language });
  expect(res.statusCode, res.body).toBe(200);
}

/** A new listing of the seller's, with its photos, submitted for review. */
async function submittedListing(name: string) {
  const drafted = await call('POST', '/api/hub/products/', seller, {
    name,
    categoryId: catalogue.categories.batters,
    subcategoryId: catalogue.subcategories.readyMixes,
    price: 185.5,
    packageSize: 400,
    measurementUnit: 'g',
    vegIndicator: 'Vegan',
    specialityTag: 'Sprouted',
    ingredients: 'Kodo millet, moong dal, black pepper, cumin, curry leaves',
    usageInstructions: 'Boil 1 cup of mix in 3 cups of water for 12 minutes.',
    description: 'A one-pot breakfast of sprouted kodo millet and moong dal.',
    allergenInfo: 'Made where sesame is handled.',
    storage: 'Airtight, in a cool and dry place.',
    canSellBeforeStocking: false,
    showStock: true,
    replaceable: true,
  });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const id = drafted.json<{ id: number }>().id;
  // Photos arrive through the upload pipeline; here they are put in place directly.
  await db()
    .update(products)
    .set({
      listImage: `/media/products/${id}-list.webp`,
      listImage2: `/media/products/${id}-list2.webp`,
      detailImage: `/media/products/${id}-detail.webp`,
      cartImage: `/media/products/${id}-cart.webp`,
      version: sql`${products.version} + 1`,
    })
    .where(eq(products.id, id));
  const read = (await call('GET', `/api/hub/products/${id}/`, seller)).json<{ version: number }>();
  const submitted = await call('POST', `/api/hub/products/${id}/submit/`, seller, {
    version: read.version,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { id, version: submitted.json<{ version: number }>().version };
}

describe("a maker's listing reviewed", () => {
  it('approved: one message in Kannada, however often ops tap Approve on the page they read', async () => {
    await speaking(seller, 'kn');
    const listing = await submittedListing('Kodo Millet Pongal Mix');
    const approve = () =>
      call('POST', `/api/hub/products/${listing.id}/approve/`, ops, { version: listing.version });
    expect((await approve()).statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(409);
    const approved = await onesOf(seller.user.mobile, 'maker_product_approved');
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ language: 'kn' });
    expect(approved[0]!.text).toBe('Makers Pantry: ನಿಮ್ಮ ಉತ್ಪನ್ನ Kodo Millet Pongal Mix ಅನುಮೋದಿಸಲಾಗಿದೆ.');
  });

  it('rejected: one message in Hindi with the reason, however often ops tap Reject', async () => {
    await speaking(seller, 'hi');
    const listing = await submittedListing('Foxtail Upma Mix');
    const reject = () =>
      call('POST', `/api/hub/products/${listing.id}/reject/`, ops, {
        version: listing.version,
        reason: 'The label needs the batch number',
      });
    expect((await reject()).statusCode).toBe(200);
    expect((await reject()).statusCode).toBe(409);
    const rejected = await onesOf(seller.user.mobile, 'maker_product_rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ language: 'hi' });
    expect(rejected[0]!.text).toBe(
      'Makers Pantry: आपका उत्पाद Foxtail Upma Mix स्वीकृत नहीं हुआ। कारण: The label needs the batch number।',
    );
  });
});

describe('a ticket resolved', () => {
  it('with credit: one message in Kannada with the amount, however often ops resolve it', async () => {
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    await speaking(customer, 'kn');
    const placed = await placeTestOrder(db(), {
      userId: customer.user.id,
      status: ORDER_STATUS.DELIVERED,
      placedAt: new Date(shop.clock.now().getTime() - 60 * 60_000),
      lines: [{ productId: catalogue.products.curd, quantity: 2, slotId: catalogue.slots.evening }],
    });
    const orderId = placed.orderIds[0]!;
    const [item] = await db()
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const form = multipart(
      {
        type: 'PRODUCT_QUALITY',
        order: String(orderId),
        orderItem: String(item!.id),
        description: 'The curd pot was cracked',
        isDraft: 'false',
        quantity: '1',
        resolutionType: 'DISCOUNT',
      },
      [],
    );
    const reported = await shop.app.inject({
      method: 'POST',
      url: '/api/orders/report-issue/',
      headers: { ...customer.headers, ...form.headers },
      payload: form.payload,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const ticketId = reported.json<{ id: number }>().id;
    const resolve = () =>
      call('POST', `/api/hub/tickets/${ticketId}/resolve/`, ops, {
        version: 1,
        outcome: 'DISCOUNT',
        note: 'Sorry about the pot.',
      });
    expect((await resolve()).statusCode).toBe(200);
    const second = await resolve();
    expect(second.statusCode).toBe(409);
    const told = await onesOf(customer.user.mobile, 'ticket_resolved_credit');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ language: 'kn' });
    expect(told[0]!.text).toMatch(
      new RegExp(
        `^Makers Pantry: ನಿಮ್ಮ ಟಿಕೆಟ್ #?${ticketId} ಪರಿಹರಿಸಲಾಗಿದೆ\\. ₹\\d+ ಸ್ಟೋರ್ ಕ್ರೆಡಿಟ್ ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇರಿಸಲಾಗಿದೆ\\.$`,
      ),
    );
  });
});
