import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makers } from '../../../db/schema/catalog';
import { createTestLogin } from '../../../http/auth-testing';
import { runJobIfDue } from '../../../jobs';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../../test/harness';
import { placeTestOrder, roomForOrders } from '../../../test/order-fixtures';
import { makersTomorrowJob, tellMakersOfTomorrow } from './tomorrow-for-makers';

/**
 * Each evening each maker with orders for tomorrow hears once what to prepare (issue 40), in its
 * own language, however many instances run the job and however often it comes round.
 */
let shop: TestShop;
let catalogue: Catalogue;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
});
afterAll(async () => shop.close());

const db = () => shop.database.db;
const call = caller(() => shop);

describe("tomorrow's orders, to makers", () => {
  it('one evening message per maker in Kannada, when two instances run the job at once and again', async () => {
    const seller = await createTestLogin(db(), { roles: ['seller'] }, shop.clock.now());
    await db()
      .update(makers)
      .set({ userId: seller.user.id })
      .where(eq(makers.id, catalogue.makers.amma));
    const chosen = await call('PATCH', '/api/users/profile/update/', seller, { language: 'kn' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    for (const quantity of [2, 3])
      await placeTestOrder(db(), {
        userId: customer.user.id,
        placedAt: shop.clock.now(),
        lines: [
          {
            productId: catalogue.products.ragiBatter,
            quantity,
            slotId: catalogue.slots.tomorrowMorning,
          },
        ],
      });
    // Before 19:00 IST nothing is said; at 19:30 IST the evening message is due.
    const day = shop.clock.now().toISOString().slice(0, 10);
    expect(await tellMakersOfTomorrow(db(), new Date(`${day}T12:00:00.000Z`))).toBe(0);
    const evening = new Date(`${day}T14:00:00.000Z`);
    const told = await Promise.all([
      tellMakersOfTomorrow(db(), evening),
      tellMakersOfTomorrow(db(), evening),
    ]);
    expect(told.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    // The job runner's next rounds, on two instances: nothing more is queued.
    const job = makersTomorrowJob(db());
    const later = new Date(evening.getTime() + 15 * 60_000);
    await Promise.all([
      runJobIfDue(db(), job, later, 'instance-a'),
      runJobIfDue(db(), job, later, 'instance-b'),
    ]);

    const messages = (await call('GET', `/api/dev/outbox/${seller.user.mobile}/`)).json()
      .messages as { template: string; language: string; text: string }[];
    expect(messages.map((m) => m.template)).toEqual(['maker_tomorrow_orders']);
    expect(messages[0]).toMatchObject({ language: 'kn' });
    expect(messages[0]!.text).toMatch(/^Makers Pantry: .+ ರ ಆರ್ಡರ್‌ಗಳು: Ragi Dosa Batter × 5\.$/);
  });
});
