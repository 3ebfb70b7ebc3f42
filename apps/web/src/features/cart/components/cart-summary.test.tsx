import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { CartSummary } from './cart-summary';
import { CheckoutBar } from './checkout-bar';

function openSummary(itemsTotal: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/cart',
        element: (
          <CartSummary itemsTotal={itemsTotal} itemCount={3} checking={false} onBuyNow={() => {}} />
        ),
      },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: ['/cart'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The server's answers: what each code is, now. */
let expired: string[] = [];
const coupon = (code: string, itemsTotal: number) => {
  const refused = (reason: string | null) => ({
    isValid: false,
    discountPercentage: 0,
    discountCap: 0,
    discountCode: code,
    reason,
  });
  if (expired.includes(code)) return refused('This code has expired.');
  if (code === 'PANTRY10')
    return {
      isValid: true,
      discountPercentage: 10,
      discountCap: 100,
      discountCode: 'PANTRY10',
      minOrderAmount: 0,
    };
  if (code === 'BIG500')
    return itemsTotal >= 500
      ? {
          isValid: true,
          discountPercentage: 10,
          discountCap: 100,
          discountCode: code,
          minOrderAmount: 500,
        }
      : refused('This code needs items worth at least ₹500.');
  return refused(null);
};

const logIn = () =>
  saveLogin({
    mobile: '9876543210',
    firstName: 'A',
    lastName: 'R',
    email: 'a@b.in',
    token: 't',
    roles: ['customer'],
  });

/** The panel and the phone's sticky bar over one cart whose total the test changes. */
function openCart(initialTotal: number) {
  let setTotal: (total: number) => void = () => undefined;
  function Cart() {
    const [total, set] = useState(initialTotal);
    setTotal = set;
    return (
      <>
        <CartSummary itemsTotal={total} itemCount={3} checking={false} onBuyNow={() => {}} />
        <CheckoutBar itemsTotal={total} itemCount={3} checking={false} onBuyNow={() => {}} />
      </>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <Cart /> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: ['/cart'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, changeTotal: (total: number) => act(() => setTotal(total)) };
}

describe("the cart's discount code", () => {
  let sent: unknown[];
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    expired = [];
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { discountCode: string; itemsTotal: number };
        sent.push(body);
        return new Response(JSON.stringify(coupon(body.discountCode, body.itemsTotal)), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('applies a valid code trimmed and upper-cased, shows the capped amount and keeps it', async () => {
    saveLogin({
      mobile: '9876543210',
      firstName: 'A',
      lastName: 'R',
      email: 'a@b.in',
      token: 't',
      roles: ['customer'],
    });
    openSummary(1250);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: '  pantry10 ' } });
    fireEvent.click(apply);
    expect(await screen.findByText(/applied: 10% off/)).toBeInTheDocument();
    expect(sent).toEqual([{ discountCode: 'PANTRY10', itemsTotal: 1250 }]);
    // 10% of ₹1,250 is ₹125, capped at ₹100.
    const discount = screen.getByText('Discount').parentElement!;
    expect(within(discount).getByText('-₹100')).toBeInTheDocument();
    expect(screen.getByText('₹1,150')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('mp.discount')!)).toMatchObject({
      discountCode: 'PANTRY10',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('Discount')).not.toBeInTheDocument();
    expect(localStorage.getItem('mp.discount')).toBeNull();
  });

  it("says 'Invalid code. Please try again' for a code that is not valid", async () => {
    saveLogin({
      mobile: '9876543210',
      firstName: 'A',
      lastName: 'R',
      email: 'a@b.in',
      token: 't',
      roles: ['customer'],
    });
    openSummary(300);
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'diwali25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code. Please try again');
    expect(localStorage.getItem('mp.discount')).toBeNull();
  });

  it('asks a visitor to log in first', async () => {
    const router = openSummary(300);
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'PANTRY10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=cart');
    expect(sent).toEqual([]);
  });

  it('says why a code is refused, after the shop’s sentence', async () => {
    logIn();
    expired = ['DIWALI25'];
    openSummary(300);
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'diwali25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid code. Please try again. This code has expired.',
    );
  });

  it('stops applying a code the moment the cart shrinks below its minimum, on the panel and the bar', async () => {
    logIn();
    const { changeTotal } = openCart(600);
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'big500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/applied: 10% off/)).toBeInTheDocument();
    // Panel and sticky bar say one figure: ₹600 less ₹60.
    expect(screen.getAllByText('₹540')).toHaveLength(2);

    changeTotal(400);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid code. Please try again. This code needs items worth at least ₹500.',
    );
    expect(screen.queryByText('Discount')).not.toBeInTheDocument();
    expect(screen.getAllByText('₹400')).toHaveLength(3);

    // Back above the minimum, the code applies again.
    changeTotal(700);
    expect(await screen.findByText(/applied: 10% off/)).toBeInTheDocument();
    expect(screen.getAllByText('₹630')).toHaveLength(2);
  });

  it('asks again when the cart changes, and drops a code that no longer holds', async () => {
    logIn();
    const { changeTotal } = openCart(600);
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'pantry10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/applied: 10% off/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    expired = ['PANTRY10'];
    changeTotal(650);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid code. Please try again. This code has expired.',
    );
    expect(sent).toEqual([
      { discountCode: 'PANTRY10', itemsTotal: 600 },
      { discountCode: 'PANTRY10', itemsTotal: 650 },
    ]);
    expect(localStorage.getItem('mp.discount')).toBeNull();
    expect(screen.getAllByText('₹650')).toHaveLength(3);
    // The code stays typed, to try again.
    expect(screen.getByLabelText('Discount code')).toHaveValue('PANTRY10');
  });

  it("keeps a visitor's code through login and applies it on return", async () => {
    const first = openCart(800);
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'pantry10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(first.router.state.location.search).toBe('?redirect=cart');

    logIn();
    await act(() => first.router.navigate('/cart'));
    expect(await screen.findByText(/applied: 10% off/)).toBeInTheDocument();
    expect(sent).toEqual([{ discountCode: 'PANTRY10', itemsTotal: 800 }]);
    expect(screen.getAllByText('₹720')).toHaveLength(2);
  });
});
