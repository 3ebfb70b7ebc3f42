import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { logInByApi, productsInHand, type Login } from './shop-session';

/** Orders for journeys that start after one: placed through the real API, moved on by ops. */

interface Slot {
  id: number;
  type: number;
  isPodAllowed: boolean;
}

export const auth = (login: Login) => ({ authorization: `Token ${login.token}` });

/** A pay-on-delivery order placed through the real API: address, delivery options, create-v2. */
export async function placePodOrder(request: APIRequestContext, login: Login, quantity = 1) {
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
  // A scheduled slot: free delivery (only quick slots carry a fee).
  const fee = 0;
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
const opsLogins = new Map<string, Promise<Login>>();
export function logInAsOps(request: APIRequestContext, testInfo: TestInfo) {
  const mobile = testInfo.project.name === 'phone' ? '9876543212' : '9876543213';
  // One login per run and project: journeys of one worker share it, and the OTP limit is spared.
  let login = opsLogins.get(mobile);
  if (!login) {
    login = logInByApi(request, mobile).catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 61_000));
      return logInByApi(request, mobile);
    });
    opsLogins.set(mobile, login);
  }
  return login;
}

/** Ops move the order along to delivered (70), as the hub does. */
export async function deliverOrder(request: APIRequestContext, ops: Login, orderId: number) {
  for (const status of [50, 60, 70]) {
    const moved = await request.post(`/api/hub/orders/${orderId}/status/`, {
      headers: auth(ops),
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
}
