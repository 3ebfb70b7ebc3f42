import type { CartItem } from '@makers-pantry/domain/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../lib/analytics';
import { addOneToCart, readCart } from '../../../lib/cart-store';
import { aProduct } from '../../../testing/product-fixture';
import { CartScreen } from './cart-screen';

vi.mock('../../../lib/analytics', () => ({ track: vi.fn() }));

const morning = {
  id: 1,
  type: 10,
  date: '2026-01-02',
  startDatetime: '2026-01-02T00:30:00Z',
  endDatetime: '2026-01-02T02:30:00Z',
  promisedDeliveryTime: null,
};
const evening = {
  ...morning,
  id: 2,
  startDatetime: '2026-01-02T12:30:00Z',
  endDatetime: '2026-01-02T14:30:00Z',
};

type CartAnswer = (lines: { id: number; quantityPossible: number }[]) => CartItem[];

/** The API at the fetch boundary: cart-list answers by `cartList`, everything else is empty. */
function fakeServer(cartList: CartAnswer, cartView?: (id: number) => CartItem | null) {
  const sentCarts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^\/api\//, '');
      const reply = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (path === 'products/cart-list/') {
        const lines = JSON.parse(String(init?.body)) as Parameters<CartAnswer>[0];
        sentCarts.push(lines);
        return reply(cartList(lines));
      }
      if (path === 'products/cart-collection/') return reply({ items: { products: [] } });
      const view = path.match(/^products\/cart-view\/(\d+)\/$/);
      if (view && cartView) {
        const item = cartView(Number(view[1]));
        return item ? reply(item) : reply({ detail: 'Not found', code: 'NOT_FOUND' }, 404);
      }
      return reply({ detail: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
  return sentCarts;
}

const asServerItem = (
  id: number,
  quantityPossible: number,
  changeMessage: string | null = null,
  overrides: Partial<CartItem> = {},
): CartItem => ({
  id,
  name: `Product ${id}`,
  price: 100,
  cartImage: '',
  packageSize: 500,
  measurementUnit: 'g',
  quantityPossible,
  quantityAvailable: 10,
  changeMessage,
  earliestDeliverySlot: morning,
  showStock: true,
  canSellBeforeStocking: false,
  isStockInHand: true,
  sellerId: 1,
  ...overrides,
});

/** The server agrees with whatever the browser sends. */
const agreeing: CartAnswer = (lines) => lines.map((l) => asServerItem(l.id, l.quantityPossible));

const put = (id: number, times: number, overrides = {}) => {
  for (let i = 0; i < times; i++) addOneToCart(aProduct({ id, price: 100, ...overrides }));
};

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The cart on its route, with somewhere for Buy Now and Shop more to lead. */
function openCart(url = '/cart') {
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
          { path: '/cart/:id?', element: <CartScreen /> },
          { path: '*', element: <p>Another page</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(track).mockClear();
});

describe('cart screen', () => {
  it("says 'No items in your cart' when it is empty", async () => {
    fakeServer(agreeing);
    openCart();
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(await screen.findByText('No items in your cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop more' })).toHaveAttribute('href', '/');
  });

  it("applies the server's quantityPossible and shows each changeMessage", async () => {
    put(1, 3);
    put(2, 1);
    const sent = fakeServer(() => [
      asServerItem(1, 2, 'Only 2 left. Quantity updated from 3 to 2'),
      asServerItem(2, 1),
    ]);
    openCart();
    expect(
      await screen.findByText('Only 2 left. Quantity updated from 3 to 2'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      [
        { id: 1, quantityPossible: 3, price: 100 },
        { id: 2, quantityPossible: 1, price: 100 },
      ],
    ]);
    expect(readCart().map((line) => line.quantity)).toEqual([2, 1]);
    expect(screen.getByLabelText('Quantity 2')).toBeInTheDocument();
    expect(screen.getByText('Number of items').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Items total').nextSibling).toHaveTextContent('₹300');
  });

  it('shows a line the server emptied with its message, and hides one emptied without a message', async () => {
    put(1, 1);
    put(2, 1);
    put(3, 1);
    fakeServer(() => [asServerItem(1, 0, 'Sold out'), asServerItem(2, 0), asServerItem(3, 1)]);
    openCart();
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Product 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Product 1' })).toBeInTheDocument();
  });

  it('groups lines under one heading per earliest slot, with slot-less items last', async () => {
    put(1, 1);
    put(2, 1);
    put(3, 1);
    fakeServer(() => [
      asServerItem(1, 1, null, { earliestDeliverySlot: evening }),
      asServerItem(2, 1, null, { earliestDeliverySlot: null }),
      asServerItem(3, 1, null, { earliestDeliverySlot: morning }),
    ]);
    openCart();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3));
    const groups = screen
      .getAllByRole('region')
      .filter((r) => r.getAttribute('aria-label') !== null);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toMatch(/^Earliest delivery: .*6 AM to 8 AM$/);
    expect(headings[1]).toMatch(/^Earliest delivery: .*6 PM to 8 PM$/);
    expect(headings[2]).toBe('No delivery slot open yet');
    expect(within(groups[2]!).getByRole('link', { name: 'Product 2' })).toBeInTheDocument();
  });

  it('Buy Now drops emptied lines and asks a visitor to log in first', async () => {
    put(1, 1);
    put(2, 1);
    fakeServer(() => [asServerItem(1, 0, 'Sold out'), asServerItem(2, 1)]);
    openCart();
    const buy = await screen.findByRole('button', { name: 'Buy Now' });
    await waitFor(() => expect(buy).toBeEnabled());
    fireEvent.click(buy);
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=shipping');
    expect(readCart().map((line) => line.id)).toEqual([2]);
    expect(track).toHaveBeenCalledWith('clicked_checkout', { itemCount: 1, itemsTotal: 100 });
  });

  it('Buy Now goes straight to /shipping when logged in', async () => {
    localStorage.setItem('mp.login', JSON.stringify({ token: 't', mobile: '9876543210' }));
    put(1, 1);
    fakeServer(agreeing);
    openCart();
    const buy = (await screen.findAllByRole('button', { name: 'Buy Now' }))[0]!;
    await waitFor(() => expect(buy).toBeEnabled());
    fireEvent.click(buy);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shipping$/);
  });

  it('puts a product opened by link in the cart once and settles on /cart', async () => {
    fakeServer(agreeing, (id) => asServerItem(id, 1));
    openCart('/cart/5');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/));
    expect(await screen.findByRole('link', { name: 'Product 5' })).toBeInTheDocument();
    expect(readCart().map((line) => [line.id, line.quantity])).toEqual([[5, 1]]);
  });

  it('updates the totals as quantities change on the page', async () => {
    put(1, 1);
    fakeServer(agreeing);
    openCart();
    await screen.findByLabelText('Quantity 1');
    act(() => {
      fireEvent.click(screen.getAllByRole('button', { name: 'One more Product 1' })[0]!);
    });
    expect(screen.getByText('Items total').nextSibling).toHaveTextContent('₹200');
  });
});
