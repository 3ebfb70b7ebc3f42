import { expect, test } from '@playwright/test';
import { auth, logInAsOps, orderVersion, placePodOrder } from './order-session';
import { actAs, openHub } from './hub-session';
import { saveScreen } from './screens';
import { expectAccessible, logInByApi, mobileFor, watchPageErrors } from './shop-session';

/**
 * A failed delivery on the hub's order page (issue 38 §6), at 390 and 1280 px: the rider found
 * nobody at home, ops mark it failed with the reason (the dialog says what happens to stock and
 * money first), then re-attempt it the next day in a slot the server offers; the customer's note
 * names the new slot.
 */

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('a failed delivery re-attempted the next day', async ({ page, request }, testInfo) => {
  const errors = watchPageErrors(page);
  const ops = await logInAsOps(request, testInfo);
  const customer = await logInByApi(request, mobileFor(testInfo, 6, 7));
  const placed = await placePodOrder(request, customer);
  for (const status of [50, 60]) {
    const moved = await request.post(`/api/hub/orders/${placed.orderId}/status/`, {
      headers: auth(ops),
      data: { status, version: await orderVersion(request, ops, placed.orderId) },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const number = `#${placed.paymentId}`;

  await actAs(page, ops);
  await openHub(page, `/hub/orders/${placed.orderId}`);
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
  // One set of next steps: the door's, each once (no board buttons repeated beside them).
  const steps = page.getByRole('region', { name: 'Next steps' });
  await expect(steps.getByRole('button')).toHaveText([
    'Mark delivered',
    'Delivery failed',
    'Record cash collected',
  ]);
  await expect(page.getByRole('button', { name: /delivered/i })).toHaveCount(1);
  await saveScreen(page, testInfo, 'hub-order-out-for-delivery');
  await expectAccessible(page, testInfo, 'hub-order-out-for-delivery');
  await page.getByRole('button', { name: 'Delivery failed', exact: true }).click();
  const failed = page.getByRole('dialog', { name: `Order ${number} could not be delivered` });
  await failed.getByRole('radio', { name: 'Not at home' }).check();
  await expect(failed.getByLabel('What happens')).toContainText(
    'We could not deliver your order today: nobody was at home.',
  );
  await saveScreen(page, testInfo, 'hub-order-delivery-failed');
  await expectAccessible(page, testInfo, 'hub-order-delivery-failed');
  await failed.getByRole('button', { name: 'Mark failed' }).click();
  await expect(
    page.getByText(
      `Order ${number} is back at the hub. Re-attempt it in another slot or return it.`,
    ),
  ).toBeVisible();

  // The next day's first slot the server offers for this order.
  const { slots } = (await (
    await request.get(`/api/hub/orders/${placed.orderId}/reattempt-slots/`, { headers: auth(ops) })
  ).json()) as { slots: { id: number; date: string; text: string }[] };
  const today = (await (
    await request.get(`/api/hub/orders/${placed.orderId}/`, { headers: auth(ops) })
  ).json()) as { order: { slot: { date: string } } };
  const next = slots.find((slot) => slot.date === dayAfter(today.order.slot.date));
  expect(next, 'a slot the next day takes the order').toBeTruthy();

  await page.getByRole('button', { name: 'Re-attempt', exact: true }).click();
  const again = page.getByRole('dialog', { name: `Re-attempt order ${number}` });
  await expect(again.getByRole('radio')).toHaveCount(slots.length);
  await again.getByRole('radio', { name: new RegExp(`^${next!.text} \\(`) }).check();
  await expect(again.getByLabel('What happens')).toContainText(
    `We will deliver your order again on ${next!.text}.`,
  );
  await saveScreen(page, testInfo, 'hub-order-reattempt');
  await expectAccessible(page, testInfo, 'hub-order-reattempt');
  await again.getByRole('button', { name: 'Re-attempt in this slot' }).click();
  await expect(page.getByText(`Order ${number} goes out again on ${next!.text}.`)).toBeVisible();

  // The timeline keeps both steps; the order waits, packed, for the next day's run.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Delivery failed: Not at home');
  await expect(timeline).toContainText(`We will deliver your order again on ${next!.text}.`);
  await saveScreen(page, testInfo, 'hub-order-reattempted');
  await expectAccessible(page, testInfo, 'hub-order-reattempted');
  expect(errors).toEqual([]);
});
