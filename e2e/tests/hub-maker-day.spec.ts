import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { actAs, openHub, productPhoto } from './hub-session';
import { auth, logInAsOps } from './order-session';
import { saveScreen } from './screens';
import {
  expectAccessible,
  logInByApi,
  mobileFor,
  productsInHand,
  watchPageErrors,
  type Login,
} from './shop-session';

/**
 * A maker's day on a phone (issue 38 §11): someone who signed up in the shop with their mobile
 * and an OTP is made a maker by ops, opens the hub from the Account menu, lists a new product and
 * plans its first batch while it waits for review, and once it sells, reads tomorrow's orders:
 * only their own products, and no customer's name, address or mobile.
 */

test.describe.configure({ mode: 'serial' });

const PLANNED = 12;
const ORDERED = 2;

const storeOf = (testInfo: TestInfo) => `Hebbal Millet Kitchen (${testInfo.project.name})`;
const productOf = (testInfo: TestInfo) => `Little Millet Idli Batter (${testInfo.project.name})`;
const makerMobile = (testInfo: TestInfo) => mobileFor(testInfo, 4, 9);

/** Indian dates: 'YYYY-MM-DD', `days` from today. */
const istDate = (days: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

let productId = 0;
let batchId = 0;
let makerLogin: Login | null = null;

async function hubScreen(page: Page, testInfo: TestInfo, name: string) {
  await saveScreen(page, testInfo, `hub-maker-${name}`);
  await expectAccessible(page, testInfo, `hub maker ${name}`);
  // Nothing runs off the side of a phone: the page is no wider than the screen.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} fits the screen's width`,
  ).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('a new maker logs in with an OTP, lists a product and plans its first batch from a phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const errors = watchPageErrors(page);
  const mobile = makerMobile(testInfo);
  const name = productOf(testInfo);

  // Signing up in the shop, with the OTP the dev outbox shows.
  await page.goto('/#/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  const { otp } = (await (await request.get(`/api/dev/outbox/${mobile}/`)).json()) as {
    otp: string;
  };
  await page.getByLabel('OTP', { exact: true }).fill(otp);
  await page.getByLabel('First name').fill('Shobha');
  await page.getByLabel('Last name').fill('Gowda');
  await page.getByLabel('Email').fill(`shobha.${testInfo.project.name}@example.in`);
  await page.getByRole('button', { name: 'Verify and login' }).click();
  await expect(page.getByText('Welcome to Makers Pantry, Shobha!')).toBeVisible();
  makerLogin = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('mp.login'))) ?? 'null',
  ) as Login;

  // Ops open a store for her (the hub's Makers area does the same on screen).
  const ops = await logInAsOps(request, testInfo);
  const created = await request.post('/api/hub/makers/', {
    headers: auth(ops),
    data: {
      storeName: storeOf(testInfo),
      categoryTag: 'Millets',
      cuisineTag: 'Karnataka',
      aboutSeller: 'Millet batters and rotis from a home kitchen in Hebbal.',
      state: 'approved',
      ownerMobile: mobile,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // When she next opens the shop, her Account menu offers the hub, without logging in again
  // (the roles are read on each visit).
  await page.reload();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Hub' }).click();
  await expect(page).toHaveURL(/#\/hub$/);
  await expect(
    page.getByRole('navigation', { name: 'Hub' }).getByRole('link', { name: 'Orders' }),
  ).toBeVisible();
  await hubScreen(page, testInfo, 'home');

  // A new product, from the bar at the bottom.
  await page
    .getByRole('navigation', { name: 'Hub' })
    .getByRole('link', { name: 'Products' })
    .click();
  await page.getByRole('link', { name: /New product/ }).click();
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Subcategory').selectOption({ index: 1 });
  await page.getByLabel('Price').fill('140');
  await page.getByLabel('Package size').fill('750');
  await page.getByLabel('Unit').selectOption('g');
  await page
    .getByLabel('Ingredients')
    .fill('Little millet, urad dal, poha, methi seeds, rock salt');
  await page.getByLabel('Allergen information').fill('Contains urad dal.');
  await page.getByLabel('Description').fill('Little millet idli batter, fermented overnight.');
  await page.getByLabel('Usage instructions').fill('Steam in greased idli plates for 12 minutes.');
  await page.getByLabel('Storage').fill('Keep refrigerated; use within 3 days.');
  await hubScreen(page, testInfo, 'new-product');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  productId = Number(/#\/hub\/products\/(\d+)$/.exec(page.url())?.[1]);
  expect(productId).toBeGreaterThan(0);
  const listing = page.getByRole('region', { name: 'Listing' });
  await page
    .getByRole('group', { name: 'Main photo' })
    .getByLabel('Choose a photo')
    .setInputFiles(await productPhoto(page));
  await expect(listing.getByText('Main photo added')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(listing).toContainText('Ops will approve it or tell you what to change.');
  await hubScreen(page, testInfo, 'product-submitted');

  // Its first batch, planned from the product while ops review the listing.
  await expect(listing).toContainText('Plan its first batch meanwhile');
  await listing.getByRole('link', { name: 'Plan a batch' }).click();
  await expect(page.getByRole('heading', { name: 'Plan a batch', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Product', { exact: true })).toHaveValue(String(productId));
  // The select is cut short on a phone; the line below it names the product whole.
  await expect(
    page.getByText(
      `${name} · 750 g: waiting for review. This batch goes on sale once ops approve the product and the batch.`,
    ),
  ).toBeVisible();
  await page.getByLabel('Quantity (units)').fill(String(PLANNED));
  await page.getByLabel('Expected at the hub').fill(`${istDate(0)}T18:00`);
  await page.getByLabel('Best-before').fill(istDate(4));
  await page.getByLabel('Packed on (optional)').fill(istDate(0));
  await hubScreen(page, testInfo, 'plan-batch');
  await page.getByRole('button', { name: 'Plan batch' }).click();
  await expect(page.getByRole('heading', { name: /^Batch #\d+$/, level: 1 })).toBeVisible();
  batchId = Number(/#\/hub\/batches\/(\d+)$/.exec(page.url())?.[1]);
  expect(batchId).toBeGreaterThan(0);
  await expect(page.getByText(`${PLANNED} planned`).first()).toBeVisible();
  await hubScreen(page, testInfo, 'batch-planned');
  expect(errors).toEqual([]);
});

interface Slot {
  id: number;
  date: string;
  type: number;
  isPodAllowed: boolean;
}

/**
 * A customer's pay-on-delivery checkout for tomorrow's first scheduled slot: `lines` from makers
 * of their own (one order each), placed through the real API.
 */
async function orderForTomorrow(
  request: APIRequestContext,
  customer: Login,
  lines: { id: number; quantity: number }[],
) {
  const headers = auth(customer);
  const locations = (await (await request.get('/logistics/locations/')).json()) as { id: number }[];
  const address = await request.post(
    `/logistics/locations/${locations[0]!.id}/create-address-v2/`,
    {
      headers,
      data: {
        name: 'Nandini Rao',
        mobile: customer.mobile,
        doorNum: 'B-1104',
        buildingDetails: 'Brigade Gateway, Tower B',
        label: 'Home',
        isDefault: true,
      },
    },
  );
  expect(address.ok(), await address.text()).toBe(true);
  const addressId = ((await address.json()) as { id: number }).id;
  const options = await request.post('/api/carts/delivery-options-v2/', {
    headers,
    data: { productList: lines, addressId },
  });
  expect(options.ok(), await options.text()).toBe(true);
  const { deliveries } = (
    (await options.json()) as {
      options: { deliveries: { products: { id: number }[]; slots: Slot[] }[] }[];
    }
  ).options[0]!;
  const tomorrow = istDate(1);
  const slots = deliveries.map((delivery) => {
    const slot = delivery.slots.find(
      (one) => one.date === tomorrow && one.type === 10 && one.isPodAllowed,
    );
    expect(slot, `a scheduled slot tomorrow (${tomorrow}) taking pay on delivery`).toBeDefined();
    return {
      id: slot!.id,
      products: delivery.products.map((p) => ({
        id: p.id,
        quantityPossible: lines.find((line) => line.id === p.id)!.quantity,
      })),
    };
  });
  const placed = await request.post('/api/orders/create-v2/', {
    headers,
    data: { selectedOption: { slots }, address: addressId, deliveryFee: 0, paymentMethod: 20 },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
}

test("once it sells, she reads tomorrow's orders: her product only, no customer's name or mobile", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  const name = productOf(testInfo);
  const ops = await logInAsOps(request, testInfo);
  const asOps = auth(ops);

  // Ops approve the listing, receive the batch in full and pass it.
  const listed = (await (
    await request.get(`/api/hub/products/${productId}/`, { headers: asOps })
  ).json()) as { version: number };
  const approved = await request.post(`/api/hub/products/${productId}/approve/`, {
    headers: asOps,
    data: { version: listed.version },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const batchVersion = async () =>
    (
      (await (await request.get(`/api/hub/batches/${batchId}/`, { headers: asOps })).json()) as {
        version: number;
      }
    ).version;
  const received = await request.post(`/api/hub/batches/${batchId}/receive/`, {
    headers: asOps,
    data: { version: await batchVersion(), quantityReceived: PLANNED },
  });
  expect(received.ok(), await received.text()).toBe(true);
  const passed = await request.post(`/api/hub/batches/${batchId}/approve/`, {
    headers: asOps,
    data: { version: await batchVersion() },
  });
  expect(passed.ok(), await passed.text()).toBe(true);

  // A customer orders two of hers and another maker's product in one checkout, for tomorrow.
  const customer = await logInByApi(request, mobileFor(testInfo, 4, 7));
  // Well stocked only: other journeys count on the scarce ones (the storefront's oil has three).
  const other = (await productsInHand(request, 8)).find(
    (p) => p.id !== productId && p.quantityAvailable >= 6,
  );
  await expect
    .poll(async () => {
      const shelf = (await (await request.get(`/api/products/${productId}/`)).json()) as {
        isStockInHand: boolean;
      };
      return shelf.isStockInHand;
    })
    .toBe(true);
  await orderForTomorrow(request, customer, [
    { id: productId, quantity: ORDERED },
    { id: other!.id, quantity: 1 },
  ]);

  // The maker's phone: Orders in the bottom bar.
  // Her login from the first journey (a second OTP within the minute would be refused).
  expect(makerLogin, 'the maker logged in in the first journey').not.toBeNull();
  await actAs(page, makerLogin!);
  await openHub(page, '/hub');
  await page.getByRole('navigation', { name: 'Hub' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders to prepare', level: 1 })).toBeVisible();
  const tomorrow = page.getByRole('region', { name: /^Tomorrow/ });
  await expect(tomorrow).toContainText(name);
  await expect(tomorrow.getByRole('listitem').filter({ hasText: name }).first()).toContainText(
    `× ${ORDERED}`,
  );
  await expect(tomorrow).toContainText('1 order');
  // Only her lines: not the other maker's product in the same checkout, and nobody's contact.
  const screenText = await page.locator('main').innerText();
  expect(screenText).not.toContain(other!.name);
  expect(screenText).not.toContain('Nandini');
  expect(screenText).not.toContain(customer.mobile);
  expect(screenText).not.toContain('Brigade Gateway');
  await hubScreen(page, testInfo, 'orders');
  expect(errors).toEqual([]);
});
