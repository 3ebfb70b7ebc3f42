import { expect, test } from '@playwright/test';
import { auth, deliverOrder, logInAsOps, orderVersion, placePodOrder } from './order-session';
import { saveScreen } from './screens';
import {
  expectAccessible,
  logInByApi,
  mobileFor,
  startLoggedIn,
  watchPageErrors,
} from './shop-session';

/**
 * After the order (issue 9): a placed order in My Orders with its badge, the detail with Bill
 * Details, a cancel with a reason and the toast, and ops moving an order to delivered.
 */

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
  const placed = await placePodOrder(request, login, 1, undefined, 'today');
  const ops = await logInAsOps(request, testInfo);
  await deliverOrder(request, ops, placed.orderId);
  const cash = await request.post(`/api/hub/orders/${placed.orderId}/pod-collected/`, {
    headers: auth(ops),
    data: { version: await orderVersion(request, ops, placed.orderId) },
  });
  expect(cash.ok(), await cash.text()).toBe(true);
  const refused = await request.post(`/api/hub/orders/${placed.orderId}/status/`, {
    headers: auth(login),
    data: { status: 90, version: 1 },
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
