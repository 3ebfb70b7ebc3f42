import { expect, test } from '@playwright/test';
import { auth, logInAsOps, placePodOrder } from './order-session';
import { actAs, openHub, slotOnTheBoard } from './hub-session';
import { saveScreen } from './screens';
import { expectAccessible, logInByApi, mobileFor, watchPageErrors } from './shop-session';

/**
 * Closing a slot and moving its orders (issue 38 §1), at 390 and 1280 px: the hub offers only
 * slots that take every order (a pay-on-delivery order never goes to the silent, prepaid-only
 * morning, even on a later day), the server refuses that slot with a sentence, and the customer
 * reads why the delivery moved on My Orders and on the order's page.
 */

interface HubSlot {
  id: number;
  date: string;
  label: string;
  isPodAllowed: boolean;
  isClosed: boolean;
}

test('a slot closed with its orders moved: the silent slot is never offered to a POD order, and the customer reads why', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  const ops = await logInAsOps(request, testInfo);
  const customer = await logInByApi(request, mobileFor(testInfo, 3, 5));
  const placed = await placePodOrder(request, customer);
  const { id: slotId, date } = await slotOnTheBoard(request, ops, placed.paymentId);

  // The server's list reaches later days and never holds a prepaid-only slot for this POD order.
  const targets = (await (
    await request.get(`/api/hub/slots/${slotId}/move-targets/`, { headers: auth(ops) })
  ).json()) as { slots: HubSlot[] };
  expect(targets.slots.length).toBeGreaterThan(0);
  expect(targets.slots.every((slot) => slot.isPodAllowed && slot.date >= date)).toBe(true);
  const laterDay = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const nextDay = (await (
    await request.get(`/api/hub/slots/?date=${laterDay}`, { headers: auth(ops) })
  ).json()) as { slots: HubSlot[] };
  const silent = nextDay.slots.find((slot) => !slot.isPodAllowed)!;
  expect(silent, 'the next day has its silent morning').toBeTruthy();
  const ofTheDay = (await (
    await request.get(`/api/hub/slots/?date=${date}`, { headers: auth(ops) })
  ).json()) as { slots: (HubSlot & { version: number })[] };
  const { version } = ofTheDay.slots.find((slot) => slot.id === slotId)!;
  const refused = await request.patch(`/api/hub/slots/${slotId}/`, {
    headers: auth(ops),
    data: { version, isClosed: true, orders: 'move', moveTo: silent.id, reason: 'Rain' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { detail: string }).detail).toMatch(
    /^The orders cannot be moved to that slot\. That slot takes prepaid orders only, and orders? [\d, and]+ (is|are) paid on delivery\.$/,
  );

  await actAs(page, ops);
  await openHub(page, `/hub/slots?date=${date}`);
  const slotDay = (await (
    await request.get(`/api/hub/slots/?date=${date}`, { headers: auth(ops) })
  ).json()) as { slots: HubSlot[] };
  const closing = slotDay.slots.find((slot) => slot.id === slotId)!;
  await page.getByRole('button', { name: `Close ${closing.label}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${closing.label}?` });
  await dialog.getByRole('radio', { name: /^Move them to another slot/ }).click();
  const moveTo = dialog.getByRole('combobox', { name: 'Move to' });
  const offered = await moveTo.locator('option').allTextContents();
  expect(offered).toHaveLength(targets.slots.length);
  expect(offered.some((text) => text.includes('6 AM to 8 AM'))).toBe(false);
  await dialog
    .getByRole('textbox', { name: 'Why (each customer reads it)' })
    .fill('Our delivery van is in the workshop');
  await saveScreen(page, testInfo, 'hub-slot-close-move');
  await expectAccessible(page, testInfo, 'hub-slot-close-move');
  await dialog.getByRole('button', { name: 'Close the slot' }).click();
  await expect(
    page.getByText(new RegExp(`^${closing.label} is closed; \\d+ orders? (was|were) moved\\.$`)),
  ).toBeVisible();

  // The customer reads why, on My Orders and on the order's page.
  const why =
    /We moved your delivery from .+ to .+\. Why: Our delivery van is in the workshop\. Sorry for the change\./;
  await actAs(page, customer);
  await page.goto('/#/myorders');
  await page.reload();
  await expect(page.getByRole('note').filter({ hasText: why }).first()).toBeVisible();
  await saveScreen(page, testInfo, 'my-orders-slot-moved');
  await expectAccessible(page, testInfo, 'my-orders-slot-moved');
  await page.goto(`/#/order/${placed.orderId}`);
  await expect(page.getByRole('note').filter({ hasText: why })).toBeVisible();
  await saveScreen(page, testInfo, 'order-detail-slot-moved');
  expect(errors).toEqual([]);
});

test("the board found by the number on the customer's confirmation, and the hub's page of that order", async ({
  page,
  request,
}, testInfo) => {
  const errors = watchPageErrors(page);
  const ops = await logInAsOps(request, testInfo);
  const customer = await logInByApi(request, mobileFor(testInfo, 3, 6));
  const placed = await placePodOrder(request, customer);
  // The customer's confirmation and My Orders speak of their checkout's number.
  const mine = (await (
    await request.get('/api/orders/v2/', { headers: auth(customer) })
  ).json()) as { payments: { id: number }[] };
  const number = mine.payments[0]!.id;
  expect(number).toBe(placed.paymentId);

  await actAs(page, ops);
  await openHub(page, '/hub/orders');
  // A phone keeps the search folded with the filters, a tap away (a desk shows it at once).
  const unfold = page.getByRole('button', { name: /^Search and filters/ });
  if (testInfo.project.name === 'phone') await unfold.click();
  await page.getByRole('searchbox', { name: 'Find an order' }).fill(`#${number}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ has: page.getByText(`#${number}`, { exact: true }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Nandini Rao');
  await saveScreen(page, testInfo, 'hub-board-search-number');
  await expectAccessible(page, testInfo, 'hub-board-search-number');

  // The number opens the hub's page of the order: items and batches, timeline, a note.
  await row.getByRole('link', { name: `#${number}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(page.getByText(placed.product.name, { exact: false }).first()).toBeVisible();
  // One set of next steps for a confirmed order, not the board's row buttons beside them.
  await expect(page.getByRole('region', { name: 'Next steps' }).getByRole('button')).toHaveText([
    'Mark packed',
    'Cancel the order',
  ]);
  await expect(page.getByRole('button', { name: /Mark packed/ })).toHaveCount(1);
  await page
    .getByRole('textbox', { name: 'Internal note (the customer never sees it)' })
    .fill('Customer asked us to call before coming');
  await page.getByRole('button', { name: 'Add the note' }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(
    timeline.getByRole('listitem').filter({ hasText: 'Customer asked us to call before coming' }),
  ).toContainText('Internal note by');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('note added', {
    ignoreCase: true,
  });
  await saveScreen(page, testInfo, 'hub-order-page');
  await expectAccessible(page, testInfo, 'hub-order-page');
  expect(errors).toEqual([]);
});
