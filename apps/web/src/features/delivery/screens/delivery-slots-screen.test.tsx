import type {
  DeliveryOptionsResponse,
  DeliveryProduct,
  DeliverySlot,
} from '@makers-pantry/domain/delivery-options';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addOneToCart } from '../../../lib/cart-store';
import { fakeFetch } from '../../../testing/fake-fetch';
import { aProduct } from '../../../testing/product-fixture';
import { DeliverySlotsScreen } from './delivery-slots-screen';

const slot = (overrides: Partial<DeliverySlot>): DeliverySlot => ({
  id: 1,
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
/** 6 to 8 AM IST, prepaid only: the silent morning slot. */
const morning = slot({
  id: 7,
  startDatetime: '2030-01-02T00:30:00Z',
  endDatetime: '2030-01-02T02:30:00Z',
  isPodAllowed: false,
  deliveryFee: 0,
  freeDeliveryAmount: 0,
});
const evening = slot({ id: 8 });

const product = (id: number, overrides: Partial<DeliveryProduct> = {}): DeliveryProduct => ({
  id,
  name: `Product ${id}`,
  cartImage: '',
  packageSize: 500,
  measurementUnit: 'g',
  price: 100,
  quantityPossible: 1,
  changeMessage: null,
  sellerId: 1,
  ...overrides,
});

const answer: DeliveryOptionsResponse = {
  options: [
    {
      deliveries: [
        { products: [product(1)], slots: [evening, morning] },
        { products: [product(2)], slots: [morning] },
      ],
    },
    { deliveries: [{ products: [product(1), product(2)], slots: [morning] }] },
  ],
  unavailable: [product(3, { quantityPossible: 0, changeMessage: 'Sorry! This item is sold out' })],
};

function WhereAmI() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function openSlots(body: DeliveryOptionsResponse = answer) {
  const requested = fakeFetch(() => ({ body }));
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <WhereAmI />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/delSlots/:addressId', element: <DeliverySlotsScreen /> },
          { path: '/checkout/:addressId', element: <h1>Checkout</h1> },
        ],
      },
    ],
    { initialEntries: ['/delSlots/5'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return requested;
}

describe('/delSlots/{addressId}', () => {
  beforeEach(() => {
    localStorage.clear();
    addOneToCart(aProduct({ id: 1 }));
    addOneToCart(aProduct({ id: 2 }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows Earliest and All Together with their deliveries in words, and what was left out', async () => {
    const requested = openSlots();
    const earliest = await screen.findByRole('article', { name: 'Earliest' });
    expect(within(earliest).getByText('Two Deliveries')).toBeInTheDocument();
    const together = screen.getByRole('article', { name: 'All Together' });
    expect(within(together).getByText('One Delivery')).toBeInTheDocument();
    const note = screen.getByRole('note', { name: 'Not in these deliveries' });
    expect(note).toHaveTextContent('Product 3: Sorry! This item is sold out');
    expect(requested).toEqual(['carts/delivery-options-v2/']);
  });

  it('notes a slot without pay on delivery, and the morning slot asks before checkout', async () => {
    openSlots();
    const earliest = await screen.findByRole('article', { name: 'Earliest' });
    // Delivery 2 can only go in the morning slot: its POD note shows.
    expect(
      within(earliest).getAllByText('*Pay on delivery unavailable for this slot'),
    ).toHaveLength(1);
    // A closed select shows only its chosen option: the option names the day with the time.
    const chosen = (box: HTMLElement) =>
      (box as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';
    const [first, second] = within(earliest).getAllByRole('combobox');
    expect(chosen(first!)).toMatch(/^(Today|Tomorrow|Day After|\w{3}, \d+ \w+), 5 PM to 8 PM$/);
    expect(chosen(second!)).toMatch(/^(Today|Tomorrow|Day After|\w{3}, \d+ \w+), 6 AM to 8 AM$/);
    const together = screen.getByRole('article', { name: 'All Together' });
    expect(chosen(within(together).getByRole('combobox'))).toBe(chosen(second!));
    fireEvent.click(within(earliest).getByRole('button', { name: 'Select' }));
    const modal = await screen.findByRole('dialog', { name: 'Note - Morning Delivery Slot' });
    expect(modal).toHaveTextContent(
      `delivered ${chosen(second!).split(', 6 AM')[0]} between 6 AM to 8 AM`,
    );
    expect(modal).toHaveTextContent('Prepaid orders only');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm Selection' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/5');
    const saved = JSON.parse(localStorage.getItem('mp.selectedSlots') ?? 'null') as {
      addressId: number;
      slots: { slot: { id: number }; products: { id: number }[] }[];
      isPodNotAllowed: boolean;
      delFee: number;
      fromCart: { id: number; quantity: number }[];
    };
    expect(saved.addressId).toBe(5);
    expect(saved.slots.map((s) => [s.slot.id, s.products.map((p) => p.id)])).toEqual([
      [8, [1]],
      [7, [2]],
    ]);
    expect(saved.isPodNotAllowed).toBe(true);
    // Saved with the cart it was chosen for: checkout in any tab checks the cart still holds it.
    expect(saved.fromCart).toEqual([
      { id: 1, quantity: 1 },
      { id: 2, quantity: 1 },
    ]);
    // The evening slot's row carries a ₹30 fee, but scheduled deliveries are free (quick only).
    expect(saved.delFee).toBe(0);
  });

  it('shows the Delivery Fees line and the free-delivery nudge for a quick slot only', async () => {
    const quick = slot({
      id: 9,
      type: 100,
      promisedDeliveryTime: 30,
      deliveryFee: 25,
      freeDeliveryAmount: 199,
      serviceablePolygon: 100,
    });
    openSlots({
      options: [{ deliveries: [{ products: [product(1)], slots: [evening, quick] }] }],
      unavailable: [],
    });
    const earliest = await screen.findByRole('article', { name: 'Earliest' });
    // The evening slot is chosen first: no fee line, no nudge, though its row has a ₹30 fee.
    expect(within(earliest).queryByText('Delivery Fees')).not.toBeInTheDocument();
    expect(within(earliest).queryByText(/more to get a free delivery/)).not.toBeInTheDocument();
    fireEvent.change(within(earliest).getByLabelText('Delivery 1 slot'), {
      target: { value: '9' },
    });
    expect(within(earliest).getByText('Delivery Fees').parentElement).toHaveTextContent('₹25');
    expect(
      within(earliest).getByText('Order for ₹99 more to get a free delivery'),
    ).toBeInTheDocument();
    fireEvent.click(within(earliest).getByRole('button', { name: 'Select' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    const saved = JSON.parse(localStorage.getItem('mp.selectedSlots') ?? 'null') as {
      delFee: number;
    };
    expect(saved.delFee).toBe(25);
  });

  it('says so when no option can deliver', async () => {
    openSlots({ options: [], unavailable: [] });
    expect(await screen.findByText('No delivery options')).toBeInTheDocument();
  });
});
