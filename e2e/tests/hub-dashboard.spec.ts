import { expect, test, type APIRequestContext } from '@playwright/test';
import type { HubDashboard } from '@makers-pantry/domain/hub-dashboard';
import { formatRupees } from '@makers-pantry/domain/money';
import { auth, logInAsOps, placePodOrder } from './order-session';
import { actAs, openHub, slotOnTheBoard } from './hub-session';
import { saveScreen } from './screens';
import {
  expectAccessible,
  logInByApi,
  mobileFor,
  watchPageErrors,
  type Login,
} from './shop-session';

/**
 * The hub's 'Today' (issue 26 section 4, decision 039), at 390 and 1280 px: ops open the hub and
 * find the slot of an order a customer has just placed, with its place booked and its cash to
 * collect counted in the takings; another order shows on the next look; the slot leads to the
 * board filtered to it.
 */

const IST_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

async function dayOf(request: APIRequestContext, ops: Login, date: string) {
  const answer = await request.get(`/api/hub/dashboard/?date=${date}`, { headers: auth(ops) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as HubDashboard;
}

test("ops see today's figures for an order a customer just placed, and follow a slot to its orders", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  const ops = await logInAsOps(request, testInfo);
  const customer = await logInByApi(request, mobileFor(testInfo, 3, 1));
  const first = await placePodOrder(request, customer);
  const { id: slotId, date } = await slotOnTheBoard(request, ops, first.paymentId);
  const before = (await dayOf(request, ops, date)).slots.find((slot) => slot.id === slotId)!;

  await actAs(page, ops);
  await openHub(page, '/hub');
  await expect(page.getByRole('heading', { name: /^Hello/, level: 1 })).toBeVisible();
  // The order's slot is today's, or (after the day's last cut-off) a later day's: pick its day.
  const today = IST_DAY.format(new Date());
  await expect(page.getByRole('heading', { name: /^Today, /, level: 2 })).toBeVisible();
  if (date !== today) await page.getByLabel('Day', { exact: true }).fill(date);
  const slots = page.getByRole('list', { name: 'Slots of the day' });
  const card = slots.locator(':scope > li').filter({
    has: page.locator(`a[href="#/hub/orders?date=${date}&slot=${slotId}"]`),
  });
  await expect(card).toContainText(`${before.booked} of ${before.capacity} booked`);
  await expect(card).toContainText(`${formatRupees(before.takings.payOnDelivery)} on delivery`);
  const confirmed = before.counts.find((count) => count.status === 20)!.orders;
  await expect(card.getByRole('link', { name: `Confirmed ${confirmed}` })).toBeVisible();
  for (const tile of [
    'Stock running low',
    'Batches expiring',
    'Tickets waiting',
    'Refunds waiting',
  ])
    await expect(page.getByRole('region', { name: tile })).toBeVisible();
  await expectAccessible(page, testInfo, 'hub today');
  await saveScreen(page, testInfo, 'hub-today');

  // Another order: the next look counts it, its place and its cash.
  const second = await placePodOrder(request, customer);
  await page.reload();
  await expect(card).toContainText(`${before.booked + 1} of ${before.capacity} booked`);
  await expect(card).toContainText(
    `${formatRupees(before.takings.payOnDelivery + second.net)} on delivery`,
  );
  await expect(card.getByRole('link', { name: `Confirmed ${confirmed + 1}` })).toBeVisible();

  // The slot's confirmed orders lead to the board, filtered to them.
  await card.getByRole('link', { name: `Confirmed ${confirmed + 1}` }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`slot=${slotId}&state=20`));
  await expect(page.getByText(`#${second.paymentId}`, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
