import type { DeliverySlot } from '@makers-pantry/domain/delivery-options';
import type { RazorpayCheckoutOptions } from '@makers-pantry/domain/orders';
import type { SavedSlotSelection } from '@makers-pantry/domain/slot-selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../../../testing/fake-fetch';
import { CheckoutScreen } from './checkout-screen';

const slot = (overrides: Partial<DeliverySlot> = {}): DeliverySlot => ({
  id: 11,
  date: '2030-01-02',
  startDatetime: '2030-01-02T11:30:00Z',
  endDatetime: '2030-01-02T14:30:00Z',
  type: 10,
  promisedDeliveryTime: null,
  isPodAllowed: true,
  freeDeliveryAmount: 499,
  deliveryFee: 30,
  serviceablePolygon: 300,
  ...overrides,
});

/** Two 250 g jars of ghee at ₹200 for address 5, ₹30 delivery. */
const selection = (
  overrides: Partial<Omit<SavedSlotSelection, 'fromCart'>> = {},
): SavedSlotSelection => {
  const chosen = { ...ghee(), ...overrides };
  // Chosen for a cart of exactly these products.
  const fromCart = chosen.slots.flatMap(({ products }) =>
    products.map(({ id, quantityPossible }) => ({ id, quantity: quantityPossible })),
  );
  return { ...chosen, fromCart };
};
const ghee = (): Omit<SavedSlotSelection, 'fromCart'> => ({
  addressId: 5,
  slots: [
    {
      slot: slot(),
      products: [
        {
          id: 3,
          name: 'A2 Cow Ghee',
          cartImage: '',
          packageSize: 250,
          measurementUnit: 'g',
          price: 200,
          quantityPossible: 2,
        },
      ],
    },
  ],
  isPodNotAllowed: false,
  delFee: 30,
});

const address = {
  id: 5,
  name: 'Nandini Rao',
  mobile: '9876543210',
  doorNum: 'A-1203',
  buildingDetails: 'Tower A',
  road: 'Haralur Road',
  area: 'HSR Layout',
  city: 'Bengaluru',
  pincode: '560102',
  label: 'Home',
  isDefault: true,
  isServiceable: true,
  serviceablePolygon: 100,
  latitude: 12.9,
  longitude: 77.6,
  locationId: 1,
};

const options: RazorpayCheckoutOptions = {
  key: 'rzp_test_sim',
  amount: 43000,
  currency: 'INR',
  order_id: 'order_sim_1',
  name: 'Makers Pantry',
  description: 'Order 77',
  prefill: { name: 'Nandini Rao', contact: '9876543210', email: 'n@example.in' },
  notes: {},
};

const save = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

/** The slot screen's choice, saved with the cart it was made for. */
function choose(chosen: SavedSlotSelection) {
  save('mp.selectedSlots', chosen);
  save('mp.cart', chosen.fromCart);
}

/** Another tab writes the cart: this tab's storage event follows (or not yet, `announce` false). */
function cartChangedElsewhere(lines: { id: number; quantity: number }[], announce = true) {
  save('mp.cart', lines);
  if (announce) window.dispatchEvent(new StorageEvent('storage', { key: 'mp.cart' }));
}

/** Stands in for the provider's checkout script; the test pays or fails through `opened`. */
interface OpenedCheckout {
  options: RazorpayCheckoutOptions & { handler: (success: unknown) => void };
  failed: (failure: { error: { description: string } }) => void;
}
let opened: OpenedCheckout[];
let closedDialogs: number;
class FakeCheckout {
  private failed: OpenedCheckout['failed'] = () => {};
  constructor(private readonly options: OpenedCheckout['options']) {}
  on(_event: string, callback: OpenedCheckout['failed']) {
    this.failed = callback;
  }
  open() {
    opened.push({ options: this.options, failed: (failure) => this.failed(failure) });
  }
  close() {
    closedDialogs++;
  }
}

type Call = [string, RequestInit];
const calls = () => vi.mocked(fetch).mock.calls as unknown as Call[];
const callsTo = (path: string) => calls().filter(([url]) => url === `/api/${path}`);
const bodyOf = ([, init]: Call) => JSON.parse(String(init.body)) as Record<string, unknown>;

function openCheckout(answers: Record<string, FakeAnswer> = {}, podAllowed = true) {
  fakeFetch((path) => {
    if (answers[path]) return answers[path];
    if (path === 'users/address/5/') return { body: address };
    if (path === 'users/is-customer-pod-allowed/')
      return { body: { isCustomerPodAllowed: podAllowed } };
    return { status: 404, body: { detail: 'Not found.', code: 'NOT_FOUND' } };
  });
  const router = createMemoryRouter(
    [
      { path: '/checkout/:addressId', element: <CheckoutScreen /> },
      { path: '/order/confirm/:id', element: <h1>Confirmation</h1> },
    ],
    { initialEntries: ['/checkout/5'] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let router: ReturnType<typeof openCheckout>;
const location = () => router.state.location.pathname;

describe('the checkout screen', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    opened = [];
    closedDialogs = 0;
    window.Razorpay = FakeCheckout as unknown as typeof window.Razorpay;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.Razorpay;
  });

  it('sends the customer back to the slots when none are saved for this address', () => {
    choose(selection({ addressId: 9 }));
    router = openCheckout();
    expect(screen.getByText('Please choose your delivery slots first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose delivery slots' })).toHaveAttribute(
      'href',
      '/delSlots/5',
    );
    expect(screen.queryByRole('button', { name: /Pay Online/ })).not.toBeInTheDocument();
  });

  it('shows the address, the delivery with its products, and the totals', async () => {
    choose(selection());
    save('mp.discount', {
      isValid: true,
      discountPercentage: 10,
      discountCap: 100,
      discountCode: 'PANTRY10',
    });
    router = openCheckout();
    expect(await screen.findByText(/A-1203, Tower A, Haralur Road/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivery 1' })).toBeInTheDocument();
    expect(screen.getByText('A2 Cow Ghee')).toBeInTheDocument();
    expect(screen.getByText('250 g x 2')).toBeInTheDocument();
    const bill = screen.getByRole('complementary', { name: 'Bill' });
    // ₹400 of items, 10% off is ₹40, ₹30 delivery: ₹390 to pay.
    expect(within(bill).getByText('₹400')).toBeInTheDocument();
    expect(within(bill).getByText('Discount (PANTRY10)')).toBeInTheDocument();
    expect(within(bill).getByText('-₹40')).toBeInTheDocument();
    expect(within(bill).getByText('₹30')).toBeInTheDocument();
    expect(within(bill).getByText('₹390')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Online ₹390' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pay on Delivery' })).toBeEnabled();
  });

  it('takes the credit from resolved tickets off what is left to pay', async () => {
    choose(selection());
    router = openCheckout({ 'orders/credit/': { body: { amount: 150 } } });
    const bill = screen.getByRole('complementary', { name: 'Bill' });
    // ₹400 of items and ₹30 delivery, ₹150 of credit: ₹280 to pay.
    expect(await within(bill).findByText('Your credit')).toBeInTheDocument();
    expect(within(bill).getByText('-₹150')).toBeInTheDocument();
    expect(within(bill).getByText('₹280')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Online ₹280' })).toBeEnabled();
  });

  it("offers no discount line when the code's amount is 0", async () => {
    choose(selection());
    router = openCheckout();
    await screen.findByText(/A-1203/);
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'above ₹1000',
      selection({
        slots: [
          {
            ...selection().slots[0]!,
            products: [{ ...selection().slots[0]!.products[0]!, quantityPossible: 6 }],
          },
        ],
      }),
      true,
      'Not available',
    ],
    [
      'a slot that takes prepaid orders only',
      selection({ isPodNotAllowed: true }),
      true,
      'POD unavailable',
    ],
    ['a customer not allowed to pay on delivery', selection(), false, 'POD unavailable'],
  ])('does not offer pay on delivery for %s', async (_case, saved, podAllowed, hint) => {
    choose(saved);
    router = openCheckout({}, podAllowed);
    const pod = screen.getByRole('button', { name: 'Pay on Delivery' });
    await waitFor(() => expect(pod).toBeDisabled());
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('pays on delivery only after its dialog, with one key for the attempt, then clears the cart', async () => {
    choose(selection());
    router = openCheckout({
      'orders/create-v2/': {
        status: 201,
        body: { paymentMethod: 20, myjaxyPaymentId: 77, razorpayCheckoutOptions: null },
      },
    });
    await screen.findByText(/A-1203/);
    fireEvent.click(screen.getByRole('button', { name: 'Pay on Delivery' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay on Delivery' });
    expect(within(dialog).getByText(/₹430/)).toBeInTheDocument();
    expect(callsTo('orders/create-v2/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));

    await waitFor(() => expect(location()).toBe('/order/confirm/77'));
    const [sent] = callsTo('orders/create-v2/');
    expect(bodyOf(sent!)).toEqual({
      selectedOption: { slots: [{ id: 11, products: [{ id: 3, quantityPossible: 2 }] }] },
      address: 5,
      deliveryFee: 30,
      paymentMethod: 20,
    });
    expect(new Headers(sent![1].headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('mp.selectedSlots')).toBeNull();
    expect(JSON.parse(localStorage.getItem('mp.cart') ?? '[]')).toEqual([]);
  });

  it("leaves only 'Place Order' when a code covers everything, and orders with method 10", async () => {
    choose(selection({ delFee: 0 }));
    save('mp.discount', {
      isValid: true,
      discountPercentage: 100,
      discountCap: 10000,
      discountCode: 'FREEMEAL',
    });
    router = openCheckout({
      'orders/create-v2/': {
        status: 201,
        body: { paymentMethod: 10, myjaxyPaymentId: 78, razorpayCheckoutOptions: null },
      },
    });
    await screen.findByText(/A-1203/);
    expect(screen.queryByRole('button', { name: /Pay Online/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay on Delivery' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(location()).toBe('/order/confirm/78'));
    expect(bodyOf(callsTo('orders/create-v2/')[0]!)).toMatchObject({
      paymentMethod: 10,
      discountCode: 'FREEMEAL',
    });
    expect(localStorage.getItem('mp.discount')).toBeNull();
    expect(opened).toHaveLength(0);
  });

  it("shows an order error in red with 'Change Order' back to the cart", async () => {
    choose(selection());
    router = openCheckout({
      'orders/create-v2/': {
        status: 409,
        body: { detail: 'Only 1 of A2 Cow Ghee is left.', code: 'OUT_OF_STOCK' },
      },
    });
    await screen.findByText(/A-1203/);
    fireEvent.click(screen.getByRole('button', { name: 'Pay Online ₹430' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only 1 of A2 Cow Ghee is left.');
    expect(within(alert).getByRole('link', { name: 'Change Order' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(location()).toBe('/checkout/5');
    expect(localStorage.getItem('mp.selectedSlots')).not.toBeNull();
  });

  it('forgets the key once the server says its checkout ended, so the next Pay starts afresh', async () => {
    choose(selection());
    router = openCheckout({
      'orders/create-v2/': {
        status: 409,
        body: {
          detail:
            'The time to pay for this order ran out, and its items were given back. Please place the order again.',
          code: 'CHECKOUT_ENDED',
        },
      },
    });
    await screen.findByText(/A-1203/);
    const payOnline = screen.getByRole('button', { name: 'Pay Online ₹430' });
    fireEvent.click(payOnline);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The time to pay for this order ran out',
    );
    await waitFor(() => expect(payOnline).toBeEnabled());
    fireEvent.click(payOnline);
    await waitFor(() => expect(callsTo('orders/create-v2/')).toHaveLength(2));
    const keys = callsTo('orders/create-v2/').map(([, init]) =>
      new Headers(init.headers).get('idempotency-key'),
    );
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sees a cart changed in another tab: says so, sends back to the slots, orders nothing', async () => {
    choose(selection());
    router = openCheckout();
    await screen.findByText(/A-1203/);
    cartChangedElsewhere([{ id: 3, quantity: 3 }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your cart has changed since these deliveries were chosen (perhaps in another tab). Please choose your delivery slots again.',
    );
    expect(within(alert).getByRole('link', { name: 'Choose delivery slots' })).toHaveAttribute(
      'href',
      '/delSlots/5',
    );
    expect(screen.getByRole('button', { name: 'Pay Online ₹430' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay on Delivery' })).toBeDisabled();
    // Put back as it was, the choice holds again.
    cartChangedElsewhere([{ id: 3, quantity: 2 }]);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('reads the cart afresh at the click, before the other tab is heard from', async () => {
    choose(selection());
    router = openCheckout();
    await screen.findByText(/A-1203/);
    cartChangedElsewhere(
      [
        { id: 3, quantity: 2 },
        { id: 4, quantity: 1 },
      ],
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay Online ₹430' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart has changed');
    expect(callsTo('orders/create-v2/')).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('mp.cart') ?? '[]')).toHaveLength(2);
  });

  it('keeps what another tab added while the payment was open', async () => {
    choose(selection());
    router = openCheckout({
      'orders/create-v2/': {
        status: 201,
        body: { paymentMethod: 10, myjaxyPaymentId: 77, razorpayCheckoutOptions: options },
      },
      'orders/payment/confirm/': { body: {} },
    });
    await screen.findByText(/A-1203/);
    fireEvent.click(screen.getByRole('button', { name: 'Pay Online ₹430' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    cartChangedElsewhere([
      { id: 3, quantity: 2 },
      { id: 4, quantity: 1 },
    ]);
    opened[0]!.options.handler({
      razorpay_payment_id: 'pay_sim_2',
      razorpay_order_id: 'order_sim_1',
      razorpay_signature: 'a'.repeat(64),
    });
    await waitFor(() => expect(location()).toBe('/order/confirm/77'));
    expect(JSON.parse(localStorage.getItem('mp.cart') ?? '[]')).toEqual([{ id: 4, quantity: 1 }]);
  });

  it('shows why a payment failed, then the retry pays the same order', async () => {
    choose(selection());
    router = openCheckout({
      'orders/create-v2/': {
        status: 201,
        body: {
          paymentMethod: 10,
          myjaxyPaymentId: 77,
          razorpayCheckoutOptions: { ...options, order_id: 'order_sim_1' },
        },
      },
      'orders/payment/confirm/': { body: {} },
    });
    await screen.findByText(/A-1203/);
    const payOnline = screen.getByRole('button', { name: 'Pay Online ₹430' });
    fireEvent.click(payOnline);
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.options).toMatchObject({ order_id: 'order_sim_1', amount: 43000 });
    expect(payOnline).toBeDisabled();

    opened[0]!.failed({ error: { description: 'UPI request expired' } });
    expect(
      await screen.findByText('Payment failed! UPI request expired. Please try again.'),
    ).toBeInTheDocument();

    fireEvent.click(payOnline);
    await waitFor(() => expect(opened).toHaveLength(2));
    // The retry sends the first attempt's key: the server answers the same unpaid checkout.
    const keys = callsTo('orders/create-v2/').map(([, init]) =>
      new Headers(init.headers).get('idempotency-key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    opened[1]!.options.handler({
      razorpay_payment_id: 'pay_sim_2',
      razorpay_order_id: 'order_sim_1',
      razorpay_signature: 'a'.repeat(64),
    });
    await waitFor(() => expect(location()).toBe('/order/confirm/77'));
    expect(bodyOf(callsTo('orders/payment/confirm/')[0]!)).toEqual({
      myjaxyPaymentId: 77,
      razorpayPaymentId: 'pay_sim_2',
      razorpayOrderId: 'order_sim_1',
      razorpaySignature: 'a'.repeat(64),
    });
    expect(localStorage.getItem('mp.selectedSlots')).toBeNull();
  });

  it('a reload keeps the key of the same order, and a changed order gets a new one', async () => {
    const placed = {
      'orders/create-v2/': {
        status: 201,
        body: { paymentMethod: 10, myjaxyPaymentId: 77, razorpayCheckoutOptions: options },
      },
    };
    choose(selection());
    router = openCheckout(placed);
    await screen.findByText(/A-1203/);
    fireEvent.click(screen.getByRole('button', { name: 'Pay Online ₹430' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.failed({ error: { description: 'Card declined' } });
    await screen.findByText(/Card declined/);
    const keyOf = (call: Call) => new Headers(call[1].headers).get('idempotency-key');
    const [first] = callsTo('orders/create-v2/');
    const firstKey = keyOf(first!);

    // The page is loaded again: nothing of the screen is left but what the tab kept.
    cleanup();
    router = openCheckout(placed);
    expect(
      await screen.findByText(
        'Your payment for this order was not finished. Pay to continue with the same order.',
      ),
    ).toBeInTheDocument();
    const resume = screen.getByRole('button', { name: 'Pay Online ₹430' });
    await waitFor(() => expect(resume).toBeEnabled());
    fireEvent.click(resume);
    await waitFor(() => expect(opened).toHaveLength(2));
    const [again] = callsTo('orders/create-v2/');
    expect(keyOf(again!)).toBe(firstKey);
    expect(again![1].body).toBe(first![1].body);

    // Paying on delivery is another order: another key (and the server frees the unpaid hold).
    cleanup();
    router = openCheckout(placed);
    await screen.findByText(/A-1203/);
    fireEvent.click(screen.getByRole('button', { name: 'Pay on Delivery' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay on Delivery' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(callsTo('orders/create-v2/')).toHaveLength(1));
    expect(keyOf(callsTo('orders/create-v2/')[0]!)).not.toBe(firstKey);
  });

  it('closes the payment dialog when the shopper leaves the checkout (Back)', async () => {
    choose(selection());
    router = openCheckout({
      'orders/create-v2/': {
        status: 201,
        body: { paymentMethod: 10, myjaxyPaymentId: 77, razorpayCheckoutOptions: options },
      },
    });
    await screen.findByText(/A-1203/);
    fireEvent.click(screen.getByRole('button', { name: 'Pay Online ₹430' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(closedDialogs).toBe(0);
    await act(() => router.navigate('/order/confirm/1'));
    expect(closedDialogs).toBe(1);
  });
});
