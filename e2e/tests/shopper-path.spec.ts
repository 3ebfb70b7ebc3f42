import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auth, deliverOrder, feeOf, logInAsOps, waitForTodaysQuickSlot } from './order-session';
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
 * Issue 27 sections 1, 3 and 4 as shoppers meet them: a failed payment, a reload and a retry make
 * one checkout that holds its stock once; Back during payment closes the dialog and the return
 * resumes it; each order of a multi-maker purchase can be reported under the purchase's number;
 * a cancel of one order of a discounted purchase shows its refund.
 */

interface HistoryPayment {
  id: number;
  paymentStatus: string;
  deliverySlots: { orders: { id: number; status: number }[] }[];
}

async function knownAddress(request: APIRequestContext, login: Login): Promise<number> {
  const locations = (await (await request.get('/logistics/locations/')).json()) as { id: number }[];
  const res = await request.post(`/logistics/locations/${locations[0]!.id}/create-address-v2/`, {
    headers: auth(login),
    data: {
      name: 'Nandini Rao',
      mobile: login.mobile,
      doorNum: 'C-302',
      buildingDetails: 'Tower C',
      label: 'Home',
      isDefault: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

const stockOf = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/products/${id}/`)).json()) as { quantityAvailable: number })
    .quantityAvailable;

const history = async (request: APIRequestContext, login: Login) =>
  (
    (await (await request.get('/api/orders/v2/', { headers: auth(login) })).json()) as {
      payments: HistoryPayment[];
    }
  ).payments;

async function toCheckout(page: Page, addressId: number) {
  await page.goto(`/#/delSlots/${addressId}`);
  const earliest = page.getByRole('article', { name: 'Earliest' });
  await earliest.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(new RegExp(`#/checkout/${addressId}$`));
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
}

const simulator = (page: Page) => page.getByRole('dialog', { name: 'Makers Pantry test payment' });

test('fail, reload, pay: one checkout, its stock held once', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchPageErrors(page);
  const login = await logInByApi(request, mobileFor(testInfo, 5, 1));
  const addressId = await knownAddress(request, login);
  const [product] = await productsInHand(request, 1, 150);
  const before = await stockOf(request, product!.id);
  await startLoggedIn(page, login, [{ product: product!, quantity: 1 }]);
  await toCheckout(page, addressId);

  const payOnline = page.getByRole('button', { name: /^Pay Online/ });
  await payOnline.click();
  await simulator(page).getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText(/^Payment failed!/)).toBeVisible();

  await page.reload();
  await expect(
    page.getByText(
      'Your payment for this order was not finished. Pay to continue with the same order.',
    ),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'checkout-resume');
  await expect(payOnline).toBeEnabled();
  await payOnline.click();
  await simulator(page)
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();

  // One purchase, paid; the stock went down by the one unit bought, once.
  const payments = await history(request, login);
  expect(payments.map((p) => p.paymentStatus)).toEqual(['completed']);
  await expect(page.getByRole('heading', { name: `Order #${payments[0]!.id}` })).toBeVisible();
  await saveScreen(page, testInfo, 'order-confirmed-one-number');
  await expect.poll(() => stockOf(request, product!.id), { timeout: 15_000 }).toBe(before - 1);
  expect(errors).toEqual([]);
});

test('Back during payment closes the dialog; the return resumes; My Orders can pay or cancel it', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchPageErrors(page);
  const login = await logInByApi(request, mobileFor(testInfo, 5, 2));
  const addressId = await knownAddress(request, login);
  const [product] = await productsInHand(request, 1, 150);
  const before = await stockOf(request, product!.id);
  await startLoggedIn(page, login, [{ product: product!, quantity: 1 }]);
  await toCheckout(page, addressId);

  await page.getByRole('button', { name: /^Pay Online/ }).click();
  await expect(simulator(page)).toBeVisible();
  const description = await simulator(page)
    .getByText(/^Order #\d+$/)
    .textContent();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/delSlots/${addressId}$`));
  await expect(simulator(page)).toBeHidden();

  await page
    .getByRole('article', { name: 'Earliest' })
    .getByRole('button', { name: 'Select' })
    .click();
  await expect(page.getByText(/Your payment for this order was not finished/)).toBeVisible();
  await page.getByRole('button', { name: /^Pay Online/ }).click();
  // The same checkout, not a second one.
  await expect(simulator(page).getByText(description!, { exact: true })).toBeVisible();
  await simulator(page).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => stockOf(request, product!.id), { timeout: 15_000 }).toBe(before - 1);

  await page.goto('/#/myorders');
  const card = page
    .getByRole('listitem')
    .filter({ hasText: description!.replace('Order ', 'ID ') });
  await expect(card.getByText(/Waiting for your payment\. Pay by/)).toBeVisible();
  await expectAccessible(page, testInfo, 'my-orders-unpaid');
  await saveScreen(page, testInfo, 'my-orders-unpaid');
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect(card.getByText('Cancelled')).toBeVisible();
  await expect.poll(() => stockOf(request, product!.id), { timeout: 15_000 }).toBe(before);
  expect(errors).toEqual([]);
});

/**
 * Two products of two makers in one slot, placed through the API: one purchase, two orders. In a
 * scheduled slot, or for `today` in the soonest quick slot (an order is delivered only on its
 * slot's day; the test shop runs quick delivery around the clock).
 */
async function placeTwoMakers(
  request: APIRequestContext,
  login: Login,
  method: 10 | 20,
  discountCode?: string,
  when: 'scheduled' | 'today' = 'scheduled',
) {
  if (when === 'today') await waitForTodaysQuickSlot();
  const addressId = await knownAddress(request, login);
  const page1 = (await (await request.get('/api/products/?pageNum=1')).json()) as {
    products: {
      id: number;
      price: number;
      isStockInHand: boolean;
      quantityAvailable: number;
      seller?: { id: number };
    }[];
  };
  const details = await Promise.all(
    page1.products
      .filter((p) => p.isStockInHand && p.quantityAvailable >= 3 && p.price <= 300)
      .map(async (p) => ({
        ...p,
        maker: (
          (await (await request.get(`/api/products/${p.id}/`)).json()) as { seller: { id: number } }
        ).seller.id,
      })),
  );
  const first = details[0]!;
  const second = details.find((p) => p.maker !== first.maker)!;
  const items = [first, second].map((p) => ({ id: p.id, quantityPossible: 1 }));
  const options = await request.post('/api/carts/delivery-options-v2/', {
    headers: auth(login),
    data: { productList: items.map((i) => ({ id: i.id, quantity: 1 })), addressId },
  });
  expect(options.ok(), await options.text()).toBe(true);
  const body = (await options.json()) as {
    options: {
      deliveries: {
        products: { id: number }[];
        slots: {
          id: number;
          type: number;
          isPodAllowed: boolean;
          deliveryFee: number;
          freeDeliveryAmount: number;
        }[];
      }[];
    }[];
  };
  const option = body.options.find((o) => o.deliveries.length === 1) ?? body.options.at(-1)!;
  const slots = option.deliveries.map((delivery) => {
    const slot = delivery.slots.find(
      (s) => (when === 'today' ? s.type === 100 : s.type !== 100) && s.isPodAllowed,
    )!;
    const itemsTotal = delivery.products.reduce(
      (sum, p) => sum + (details.find((d) => d.id === p.id)?.price ?? 0),
      0,
    );
    return {
      slot,
      fee: feeOf(slot, itemsTotal),
      products: delivery.products.map((p) => ({ id: p.id, quantityPossible: 1 })),
    };
  });
  const created = await request.post('/api/orders/create-v2/', {
    headers: auth(login),
    data: {
      selectedOption: { slots: slots.map(({ slot, products }) => ({ id: slot.id, products })) },
      address: addressId,
      deliveryFee: slots.reduce((sum, { fee }) => sum + fee, 0),
      paymentMethod: method,
      ...(discountCode ? { discountCode } : {}),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const placed = (await created.json()) as {
    myjaxyPaymentId: number;
    razorpayCheckoutOptions: { order_id: string } | null;
  };
  if (placed.razorpayCheckoutOptions) {
    const paid = await request.post(
      `/api/payments/simulator/orders/${placed.razorpayCheckoutOptions.order_id}/pay/`,
      { data: { outcome: 'success' } },
    );
    const signed = (await paid.json()) as Record<string, string>;
    const confirmed = await request.post('/api/orders/payment/confirm/', {
      headers: auth(login),
      data: {
        myjaxyPaymentId: placed.myjaxyPaymentId,
        razorpayPaymentId: signed.razorpay_payment_id,
        razorpayOrderId: signed.razorpay_order_id,
        razorpaySignature: signed.razorpay_signature,
      },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
  }
  const payment = (await history(request, login))[0]!;
  return {
    paymentId: payment.id,
    orderIds: payment.deliverySlots.flatMap((slot) => slot.orders.map((order) => order.id)),
  };
}

test('a purchase from two makers: each delivered item is reported under the purchase number', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const errors = watchPageErrors(page);
  const login = await logInByApi(request, mobileFor(testInfo, 5, 3));
  const placed = await placeTwoMakers(request, login, 20, undefined, 'today');
  expect(placed.orderIds).toHaveLength(2);
  const ops = await logInAsOps(request, testInfo);
  for (const orderId of placed.orderIds) await deliverOrder(request, ops, orderId);

  await startLoggedIn(page, login, []);
  const reported: number[] = [];
  for (const round of [0, 1]) {
    await page.goto('/#/myorders');
    const card = page.getByRole('listitem').filter({ hasText: `ID #${placed.paymentId}` });
    await card.getByRole('link', { name: 'Report Issue' }).first().click();
    await expect(
      page.getByRole('heading', { name: `Report an issue with order #${placed.paymentId}` }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Product quality' }).check();
    const items = page.getByRole('group', { name: 'Which item?' });
    await expect(items.getByRole('radio')).toHaveCount(2);
    await items.getByRole('radio').nth(round).check();
    await page.getByRole('radio', { name: /A discount on my next order/ }).check();
    await page.getByLabel('Details').fill('Not fresh when it arrived.');
    if (round === 0) await saveScreen(page, testInfo, 'help-two-makers');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Please check your ticket' })).toBeVisible();
    await expect(page.getByText(`#${placed.paymentId}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm ticket' }).click();
    const raised = page.getByRole('heading', { name: /^Ticket #\d+ raised$/ });
    await expect(raised).toBeVisible();
    const ticketId = Number(/#(\d+)/.exec((await raised.textContent()) ?? '')![1]);
    const ticket = await request.get(`/api/support/tickets/${ticketId}/`, { headers: auth(login) });
    reported.push(((await ticket.json()) as { orderId: number }).orderId);
  }
  // Each ticket names the order its item was delivered in.
  expect(reported.sort()).toEqual([...placed.orderIds].sort());
  expect(errors).toEqual([]);
});

test('cancelling one order of a discounted purchase shows its refund, in whole rupees', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchPageErrors(page);
  const login = await logInByApi(request, mobileFor(testInfo, 5, 4));
  const placed = await placeTwoMakers(request, login, 10, 'PANTRY10');
  await startLoggedIn(page, login, []);
  await page.goto(`/#/order/${placed.orderIds[0]}`);
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText(`#${placed.paymentId}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByLabel('Reason for cancelling').fill('Ordered by mistake');
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(
    page.getByText(
      /^Order cancelled\. You will receive a full refund of ₹[\d,]+ in 5-7 business days$/,
    ),
  ).toBeVisible();
  const refund = page.getByText(/^Refund of ₹[\d,]+ in progress$|^Refunded ₹[\d,]+$/);
  await expect(refund).toBeVisible();
  await expect(page.getByText(/5-7 business days/).last()).toBeVisible();
  // The bill keeps whole rupees: no paise from re-sharing the discount.
  await expect(page.getByRole('region', { name: 'Bill Details' })).not.toContainText('.');
  await expectAccessible(page, testInfo, 'order-detail-refund');
  await saveScreen(page, testInfo, 'order-detail-refund');

  await page.goto('/#/myorders');
  const card = page.getByRole('listitem').filter({ hasText: `ID #${placed.paymentId}` });
  await expect(card.getByText(/^Refund of ₹[\d,]+ in progress$|^Refunded ₹[\d,]+$/)).toBeVisible();
  await saveScreen(page, testInfo, 'my-orders-refund');
  expect(errors).toEqual([]);
});
