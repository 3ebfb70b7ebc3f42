import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { saveScreen } from './screens';
import {
  expectAccessible,
  logInByApi,
  mobileFor,
  productsInHand,
  startLoggedIn,
  watchPageErrors,
  type Login,
} from './shop-session';

/**
 * After the order (issue 9): a placed order in My Orders with its badge, the detail with Bill
 * Details, a cancel with a reason and the toast, and ops moving an order to delivered.
 */

interface Slot {
  id: number;
  type: number;
  isPodAllowed: boolean;
  deliveryFee: number;
  freeDeliveryAmount: number;
}

const auth = (login: Login) => ({ authorization: `Token ${login.token}` });

/** A pay-on-delivery order placed through the real API: address, delivery options, create-v2. */
async function placePodOrder(request: APIRequestContext, login: Login, quantity = 1) {
  const headers = auth(login);
  const locations = (await (await request.get('/logistics/locations/')).json()) as { id: number }[];
  const address = await request.post(
    `/logistics/locations/${locations[0]!.id}/create-address-v2/`,
    {
      headers,
      data: {
        name: 'Nandini Rao',
        mobile: login.mobile,
        doorNum: 'C-302',
        buildingDetails: 'Tower C',
        label: 'Home',
        isDefault: true,
      },
    },
  );
  expect(address.ok(), await address.text()).toBe(true);
  const addressId = ((await address.json()) as { id: number }).id;
  const [product] = await productsInHand(request, 1, 150);
  const options = await request.post('/api/carts/delivery-options-v2/', {
    headers,
    data: { productList: [{ id: product!.id, quantity }], addressId },
  });
  expect(options.ok(), await options.text()).toBe(true);
  const body = (await options.json()) as { options: { deliveries: { slots: Slot[] }[] }[] };
  const slot = body.options[0]!.deliveries[0]!.slots.find((s) => s.type === 10 && s.isPodAllowed)!;
  const total = product!.price * quantity;
  const fee =
    slot.deliveryFee === 0 || (slot.freeDeliveryAmount > 0 && total >= slot.freeDeliveryAmount)
      ? 0
      : slot.deliveryFee;
  const created = await request.post('/api/orders/create-v2/', {
    headers,
    data: {
      selectedOption: {
        slots: [{ id: slot.id, products: [{ id: product!.id, quantityPossible: quantity }] }],
      },
      address: addressId,
      deliveryFee: fee,
      paymentMethod: 20,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const history = (await (await request.get('/api/orders/v2/', { headers })).json()) as {
    payments: { id: number; netAmount: number; deliverySlots: { orders: { id: number }[] }[] }[];
  };
  const payment = history.payments[0]!;
  return {
    product: product!,
    paymentId: payment.id,
    orderId: payment.deliverySlots[0]!.orders[0]!.id,
    net: payment.netAmount,
  };
}

/**
 * The demo ops account on the phone run, the demo admin on the desktop run: one OTP per number
 * a minute, so the two runs do not share a number. A 429 waits for its Retry-After once.
 */
async function logInAsOps(request: APIRequestContext, testInfo: TestInfo) {
  const mobile = testInfo.project.name === 'phone' ? '9876543212' : '9876543213';
  try {
    return await logInByApi(request, mobile);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 61_000));
    return logInByApi(request, mobile);
  }
}

test('a placed order shows in My Orders with its badge, its detail and Bill Details; then it is cancelled', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchPageErrors(page);
  const login = await logInByApi(request, mobileFor(testInfo, 9, 1));
  const placed = await placePodOrder(request, login, 2);
  await startLoggedIn(page, login, []);

  await page.goto('/#/myorders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: `ID #${placed.paymentId}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(card.getByText(placed.product.name)).toBeVisible();
  await expect(card.getByText(/POD Pending ₹/)).toBeVisible();
  await expect(card.getByText('Placed on', { exact: false })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Report Issue' })).toHaveAttribute('href', '#/help');
  await expectAccessible(page, testInfo, 'my-orders');
  await saveScreen(page, testInfo, 'my-orders');

  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`#/order/${placed.orderId}$`));
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText(`#${placed.paymentId}`)).toBeVisible();
  await expect(page.getByText('Pay on Delivery')).toBeVisible();
  await expect(page.getByText(/^C-302, .*Tower C, .*BANGALORE, \d{6}$/)).toBeVisible();
  const bill = page.getByRole('region', { name: 'Bill Details' });
  await expect(bill.getByText('Items Subtotal')).toBeVisible();
  await expect(bill.getByText('Bill total')).toBeVisible();
  await expect(page.getByRole('link', { name: placed.product.name })).toHaveAttribute(
    'href',
    `#/product/${placed.product.id}`,
  );
  await expectAccessible(page, testInfo, 'order-detail');
  await saveScreen(page, testInfo, 'order-detail');

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please tell us why you are cancelling.');
  await saveScreen(page, testInfo, 'order-cancel-modal');
  await dialog.getByLabel('Reason for cancelling').fill('Ordered by mistake');
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByText('Order cancelled. Nothing was charged for it.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeHidden();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await saveScreen(page, testInfo, 'order-cancelled');

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Report Issue' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a new customer sees "No past orders", and My Orders asks a visitor to log in', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/#/myorders');
  await expect(page).toHaveURL(/#\/login\?redirect=myorders/);
  const login = await logInByApi(request, mobileFor(testInfo, 9, 2));
  await startLoggedIn(page, login, []);
  await page.goto('/#/myorders');
  await expect(page.getByText('No past orders')).toBeVisible();
  await saveScreen(page, testInfo, 'my-orders-empty');
});

test('ops marks an order delivered and the customer sees it Delivered', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const login = await logInByApi(request, mobileFor(testInfo, 9, 3));
  const placed = await placePodOrder(request, login);
  const ops = await logInAsOps(request, testInfo);
  for (const status of [50, 60, 70]) {
    const moved = await request.post(`/api/hub/orders/${placed.orderId}/status/`, {
      headers: auth(ops),
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const cash = await request.post(`/api/hub/orders/${placed.orderId}/pod-collected/`, {
    headers: auth(ops),
  });
  expect(cash.ok(), await cash.text()).toBe(true);
  const refused = await request.post(`/api/hub/orders/${placed.orderId}/status/`, {
    headers: auth(login),
    data: { status: 90 },
  });
  expect(refused.status()).toBe(403);

  await startLoggedIn(page, login, []);
  await page.goto('/#/myorders');
  const card = page.getByRole('listitem').filter({ hasText: `ID #${placed.paymentId}` });
  await expect(card.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(card.getByText(/POD Pending/)).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Report Issue' })).toHaveAttribute(
    'href',
    `#/help/${placed.orderId}`,
  );
  await saveScreen(page, testInfo, 'my-orders-delivered');
});
