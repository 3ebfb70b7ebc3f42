import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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
 * From the slots to a placed order (issue 8): pay online through the payment simulator (a failure
 * first, then a retry), pay on delivery with its dialog, POD refused above ₹1000, a 100% code
 * giving 'Place Order', the 30-minute note, and the stock the shop shows dropping.
 */

/** An address at a known apartment inside the quick-delivery area, made through the API. */
async function apartmentAddress(request: APIRequestContext, login: Login): Promise<number> {
  const locations = (await (await request.get('/logistics/locations/')).json()) as {
    id: number;
    name: string;
  }[];
  const sobha = locations.find((l) => l.name === 'Sobha Dewflower') ?? locations[0]!;
  const res = await request.post(`/logistics/locations/${sobha.id}/create-address-v2/`, {
    headers: { authorization: `Token ${login.token}` },
    data: {
      name: 'Nandini Rao',
      mobile: login.mobile,
      doorNum: 'A-1203',
      buildingDetails: 'Tower A',
      label: 'Home',
      isDefault: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

/** Walks /delSlots: picks the slot whose text matches (or keeps the suggestion), then Select. */
async function chooseSlot(page: Page, addressId: number, slotText?: RegExp) {
  await page.goto(`/#/delSlots/${addressId}`);
  const earliest = page.getByRole('article', { name: 'Earliest' });
  await expect(earliest).toBeVisible();
  if (slotText) {
    const box = earliest.getByLabel('Delivery 1 slot');
    const value = await box.locator('option', { hasText: slotText }).first().getAttribute('value');
    await box.selectOption(value!);
  }
  await earliest.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(new RegExp(`#/checkout/${addressId}$`));
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
}

const stockOf = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/products/${id}/`)).json()) as { quantityAvailable: number })
    .quantityAvailable;

test('pays online through the simulator: a failure, a retry, the confirmation and the 30-minute note', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchPageErrors(page);
  const login = await logInByApi(request, mobileFor(testInfo, 8, 1));
  const addressId = await apartmentAddress(request, login);
  const [product] = await productsInHand(request, 1, 150);
  const stockBefore = await stockOf(request, product!.id);
  await startLoggedIn(page, login, [{ product: product!, quantity: 1 }]);
  await chooseSlot(page, addressId, /Get it in 30 mins/);

  await expect(page.getByText('Delivery address')).toBeVisible();
  await expect(page.getByText(/A-1203, Sobha Dewflower, Tower A/)).toBeVisible();
  await expect(page.getByText('Get it in 30 mins')).toBeVisible();
  await expectAccessible(page, testInfo, 'checkout');
  await saveScreen(page, testInfo, 'checkout');

  const payOnline = page.getByRole('button', { name: /^Pay Online/ });
  await expect(payOnline).toBeEnabled();
  await payOnline.click();
  const simulator = page.getByRole('dialog', { name: 'Makers Pantry test payment' });
  await expect(simulator).toBeVisible();
  await saveScreen(page, testInfo, 'checkout-simulator');
  await simulator
    .getByLabel('If the payment fails, the bank says')
    .selectOption('UPI request expired');
  await simulator.getByRole('button', { name: 'Fail payment' }).click();
  await expect(
    page.getByText('Payment failed! UPI request expired. Please try again.'),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'checkout-payment-failed');

  // The retry pays the same order: no second order is made.
  await payOnline.click();
  await page
    .getByRole('dialog', { name: 'Makers Pantry test payment' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  const quickNote = page.getByRole('dialog', { name: /Your groceries will arrive in 30 mins/ });
  await expect(quickNote).toBeVisible();
  await saveScreen(page, testInfo, 'order-confirmed-quick');
  await quickNote.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/Online Payment: ₹[\d,.]+ \(Completed\)/)).toBeVisible();
  await expect(page.getByText(product!.name)).toBeVisible();
  await expectAccessible(page, testInfo, 'order-confirmed');
  await saveScreen(page, testInfo, 'order-confirmed');

  // The cart, the saved slots and the code are gone; the shop shows one unit less.
  expect(await page.evaluate(() => localStorage.getItem('mp.selectedSlots'))).toBeNull();
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('0');
  await expect.poll(() => stockOf(request, product!.id), { timeout: 15_000 }).toBe(stockBefore - 1);
  expect(errors).toEqual([]);
});

test('pays on delivery after its dialog', async ({ page, request }, testInfo) => {
  const login = await logInByApi(request, mobileFor(testInfo, 8, 2));
  const addressId = await apartmentAddress(request, login);
  // Not the online journey's product: its stock count must move by that journey's order alone.
  const [, product] = await productsInHand(request, 2, 150);
  await startLoggedIn(page, login, [{ product: product!, quantity: 1 }]);
  await chooseSlot(page, addressId, /5 PM to 8 PM/);

  await page.getByRole('button', { name: 'Pay on Delivery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay on Delivery' });
  await expect(dialog).toBeVisible();
  await saveScreen(page, testInfo, 'checkout-pay-on-delivery');
  await dialog.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  await expect(page.getByText(/Pay on Delivery: ₹[\d,.]+ \(POD pending\)/)).toBeVisible();
});

test('above ₹1000 pay on delivery is not offered, and a 100% code leaves only Place Order', async ({
  page,
  request,
}, testInfo) => {
  const login = await logInByApi(request, mobileFor(testInfo, 8, 3));
  const addressId = await apartmentAddress(request, login);
  // Well-stocked products only, two of each: other journeys count on the scarce ones.
  const dearest = (await productsInHand(request, 8))
    .filter((product) => product.quantityAvailable >= 6)
    .sort((a, b) => b.price - a.price);
  const lines = dearest.slice(0, 3).map((product) => ({ product, quantity: 2 }));
  const total = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
  expect(total).toBeGreaterThan(1000);
  await startLoggedIn(page, login, lines);
  await chooseSlot(page, addressId, /5 PM to 8 PM/);
  await expect(page.getByRole('button', { name: 'Pay on Delivery' })).toBeDisabled();
  await expect(page.getByText('Not available')).toBeVisible();
  await expect(page.getByText('Pay on delivery is for orders up to ₹1,000.')).toBeVisible();
  await saveScreen(page, testInfo, 'checkout-pod-above-cap');

  // FREEMEAL covers the items; above the free-delivery amount, nothing is left to pay.
  await page.goto('/#/cart');
  await page.getByLabel('Discount code').fill(' freemeal ');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/Code FREEMEAL applied/)).toBeVisible();
  await chooseSlot(page, addressId, /5 PM to 8 PM/);
  await expect(page.getByText('Discount (FREEMEAL)')).toBeVisible();
  await saveScreen(page, testInfo, 'checkout-place-order');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  await expect(page.getByText(/Online Payment: ₹0 \(Completed\)/)).toBeVisible();
});
