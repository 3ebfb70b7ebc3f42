import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { istMidnight } from '@makers-pantry/domain/delivery-time';
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { logInByApi, productsInHand, type Login } from './shop-session';

/** Orders for journeys that start after one: placed through the real API, moved on by ops. */

interface Slot {
  id: number;
  type: number;
  isPodAllowed: boolean;
  deliveryFee: number;
  freeDeliveryAmount: number;
}

/** A quick slot's fee, none once the items reach its free-delivery amount (scheduled: none). */
export const feeOf = (
  slot: { type: number; deliveryFee: number; freeDeliveryAmount: number },
  itemsTotal: number,
) =>
  slot.type !== QUICK || (slot.freeDeliveryAmount > 0 && itemsTotal >= slot.freeDeliveryAmount)
    ? 0
    : slot.deliveryFee;

/** Quick delivery's slot type: the test shop runs it around the clock (playwright.config.ts). */
const QUICK = 100;

export const auth = (login: Login) => ({ authorization: `Token ${login.token}` });

const HALF_HOUR_MS = 30 * 60_000;

/**
 * In the last half hour of an IST day quick delivery offers only the next day's first slot, and
 * an order is marked delivered only on its slot's day: a journey that delivers today's order
 * waits for the day to turn (at most half an hour, its time limit stretched by as much).
 */
export async function waitForTodaysQuickSlot() {
  const wait = istMidnight(new Date()).getTime() + 86_400_000 - Date.now();
  if (wait > HALF_HOUR_MS) return;
  test.setTimeout(test.info().timeout + wait + 10_000);
  await new Promise((resolve) => setTimeout(resolve, wait + 1_000));
}

type ShelfProduct = Awaited<ReturnType<typeof productsInHand>>[number];

/**
 * A pay-on-delivery order placed through the real API: address, delivery options, create-v2; of
 * `chosen`, or of the first product on the shelf for ₹150 or less. In a scheduled slot (the first
 * offered, often tomorrow's), or, for `today`, the soonest quick slot: an order is marked
 * delivered only on its slot's day, and the test shop runs quick delivery around the clock.
 */
export async function placePodOrder(
  request: APIRequestContext,
  login: Login,
  quantity = 1,
  chosen?: ShelfProduct,
  when: 'scheduled' | 'today' = 'scheduled',
) {
  if (when === 'today') await waitForTodaysQuickSlot();
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
  const product = chosen ?? (await productsInHand(request, 1, 150))[0];
  const options = await request.post('/api/carts/delivery-options-v2/', {
    headers,
    data: { productList: [{ id: product!.id, quantity }], addressId },
  });
  expect(options.ok(), await options.text()).toBe(true);
  const body = (await options.json()) as { options: { deliveries: { slots: Slot[] }[] }[] };
  const wanted = when === 'today' ? QUICK : 10;
  const slot = body.options[0]!.deliveries[0]!.slots.find(
    (s) => s.type === wanted && s.isPodAllowed,
  );
  expect(slot, `a ${when} slot taking pay on delivery`).toBeDefined();
  const fee = feeOf(slot!, product!.price * quantity);
  const created = await request.post('/api/orders/create-v2/', {
    headers,
    data: {
      selectedOption: {
        slots: [{ id: slot!.id, products: [{ id: product!.id, quantityPossible: quantity }] }],
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
 * Where each run keeps the logins it reuses, per project since each project has its own server
 * (playwright.config.ts). Playwright starts a fresh worker after a journey fails, and that
 * worker's login within the same minute would be refused (one OTP per number a minute), so the
 * login outlives the worker in a file. The servers' start (shop-servers.mjs) empties
 * output/<project>/, so a login never outlives the server (and its database) that issued it.
 */
const keptLoginsDir = (project: string) =>
  fileURLToPath(new URL(`../output/${project}/kept-logins/`, import.meta.url));

/**
 * The demo ops account on the phone run, the demo admin on the desktop run (so the two runs do not
 * share a number): logged in once per run and project, whatever the worker.
 */
const opsLogins = new Map<string, Promise<Login>>();
export function logInAsOps(request: APIRequestContext, testInfo: TestInfo) {
  const mobile = testInfo.project.name === 'phone' ? '9876543212' : '9876543213';
  let login = opsLogins.get(mobile);
  if (!login) {
    login = keptLogin(request, mobile);
    opsLogins.set(mobile, login);
  }
  return login;
}

/** The login kept for this number in this run and project, made now if there is none. */
export async function keptLogin(
  request: APIRequestContext,
  mobile: string,
  project = test.info().project.name,
): Promise<Login> {
  const folder = keptLoginsDir(project);
  const file = path.join(folder, `${mobile}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Login;
  const login = await logInByApi(request, mobile);
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, JSON.stringify(login));
  return login;
}

/** The order's version as the hub's order page shows it: its steps are sent on it. */
export async function orderVersion(request: APIRequestContext, ops: Login, orderId: number) {
  const page = await request.get(`/api/hub/orders/${orderId}/`, { headers: auth(ops) });
  expect(page.ok(), await page.text()).toBe(true);
  return ((await page.json()) as { version: number }).version;
}

/**
 * Ops move the order along to delivered (70), as the hub does, each step on the version read.
 * Only an order of today's slot can be delivered (placePodOrder's `today`).
 */
export async function deliverOrder(request: APIRequestContext, ops: Login, orderId: number) {
  for (const status of [50, 60, 70]) {
    const moved = await request.post(`/api/hub/orders/${orderId}/status/`, {
      headers: auth(ops),
      data: { status, version: await orderVersion(request, ops, orderId) },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
}
