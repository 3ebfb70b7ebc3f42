import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { actAs, openHub } from './hub-session';
import { auth, logInAsOps, orderVersion, placePodOrder } from './order-session';
import { logInByApi, mobileFor, startLoggedIn, type Login } from './shop-session';

/**
 * Issue 40's promise kept: a customer outside every area asks to be told, ops open the area
 * wider, and the message waits in the dev outbox in the customer's language; then each step of
 * their order is a message, shown on the hub's order page with its state.
 */

interface OutboxMessage {
  template: string;
  language: string;
  state: string;
  text: string;
}

const messagesTo = async (request: APIRequestContext, mobile: string) =>
  (
    (await (await request.get(`/api/dev/outbox/${mobile}/`)).json()) as {
      messages: OutboxMessage[];
    }
  ).messages;

interface Area {
  id: number;
  version: number;
  polygonSize: number;
  outline: [number, number][];
}

/** The biggest area's outline as a box stretched to take in `point` too (ops drawing it wider). */
function widened(area: Area, point: { latitude: number; longitude: number }): [number, number][] {
  const lats = [...area.outline.map(([lat]) => lat), point.latitude];
  const lngs = [...area.outline.map(([, lng]) => lng), point.longitude];
  const [south, north] = [Math.min(...lats) - 0.005, Math.max(...lats) + 0.005];
  const [west, east] = [Math.min(...lngs) - 0.005, Math.max(...lngs) + 0.005];
  return [
    [south, west],
    [south, east],
    [north, east],
    [north, west],
  ];
}

test('a waiting customer hears in Kannada that we deliver now, then of each step of the order', async ({
  page,
  request,
}, testInfo) => {
  const customer = await logInByApi(request, mobileFor(testInfo, 2, 7));
  await startLoggedIn(page, customer, []);

  // The customer reads our messages in Kannada.
  await page.goto('/#/profile');
  await page.getByLabel('Language of our messages').selectOption({ label: 'ಕನ್ನಡ (Kannada)' });
  await expect(page.getByText('Message choices saved')).toBeVisible();

  // Outside every area: 'We will notify you', with consent.
  await page.goto('/#/shipping/create-address');
  await page.getByRole('button', { name: 'Location Not Found ?' }).click();
  await page
    .getByRole('combobox', { name: 'Search for a apartment, street or road name' })
    .fill('marathahalli');
  await page.getByRole('option', { name: /^Marathahalli/ }).click();
  await page.getByRole('button', { name: 'Confirm location and Continue' }).click();
  const refusal = page.getByRole('dialog', {
    name: 'Sorry, we currently do not deliver to this location',
  });
  await refusal
    .getByRole('checkbox', { name: 'Yes, send me one message on my mobile when you deliver here' })
    .check();
  await refusal.getByRole('button', { name: 'We will notify you' }).click();
  await expect(refusal.getByRole('status')).toContainText(customer.mobile);

  // Ops open the biggest area wider, over the waiting place; it goes back as it was after, so
  // the later journeys find Marathahalli outside again.
  const ops = await logInAsOps(request, testInfo);
  const waitlist = (await (
    await request.get('/api/hub/waitlist/', { headers: auth(ops) })
  ).json()) as { points: { latitude: number; longitude: number }[] };
  const point = waitlist.points.at(-1)!;
  const { areas } = (await (
    await request.get('/api/hub/service-areas/', { headers: auth(ops) })
  ).json()) as { areas: Area[] };
  const area = [...areas].sort((a, b) => b.polygonSize - a.polygonSize)[0]!;
  const opened = await request.patch(`/api/hub/service-areas/${area.id}/`, {
    headers: auth(ops),
    data: { version: area.version, outline: widened(area, point) },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  try {
    const told = (await messagesTo(request, customer.mobile)).filter(
      (m) => m.template === 'waitlist_area_open',
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ language: 'kn' });
    expect(told[0]!.text).toMatch(/^ಭರವಸೆ ನೀಡಿದಂತೆ Makers Pantry ಈಗ .*Marathahalli/);
  } finally {
    const now = (await opened.json()) as { version: number };
    const back = await request.patch(`/api/hub/service-areas/${area.id}/`, {
      headers: auth(ops),
      data: { version: now.version, outline: area.outline },
    });
    expect(back.ok(), await back.text()).toBe(true);
  }

  await orderAndItsSteps(request, customer, ops, page);
});

/**
 * The customer orders; ops send it out; the rider cannot deliver, and ops move it to another
 * slot. Each step is one message in Kannada, in the dev outbox and on the hub's order page.
 */
async function orderAndItsSteps(
  request: APIRequestContext,
  customer: Login,
  ops: Login,
  page: Page,
) {
  const { orderId } = await placePodOrder(request, customer);
  const headers = auth(ops);
  const version = () => orderVersion(request, ops, orderId);
  for (const status of [50, 60]) {
    const moved = await request.post(`/api/hub/orders/${orderId}/status/`, {
      headers,
      data: { status, version: await version() },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const failed = await request.post(`/api/hub/orders/${orderId}/delivery-failed/`, {
    headers,
    data: { version: await version(), reason: 'not_at_home' },
  });
  expect(failed.ok(), await failed.text()).toBe(true);
  const { slots } = (await (
    await request.get(`/api/hub/orders/${orderId}/reattempt-slots/`, { headers })
  ).json()) as { slots: { id: number }[] };
  const again = await request.post(`/api/hub/orders/${orderId}/reattempt/`, {
    headers,
    data: { version: await version(), slotId: slots[0]!.id },
  });
  expect(again.ok(), await again.text()).toBe(true);

  const templates = (await messagesTo(request, customer.mobile)).map((m) => m.template);
  expect(templates.slice(0, 4)).toEqual([
    'order_moved',
    'order_delivery_failed',
    'out_for_delivery_pod',
    'order_placed_pod',
  ]);

  await actAs(page, ops);
  await openHub(page, `/hub/orders/${orderId}`);
  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(messages.getByRole('listitem')).toHaveCount(4);
  await expect(messages).toContainText('ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ');
  await expect(messages).toContainText('ಕಾರಣ: the last delivery did not reach you');
}
