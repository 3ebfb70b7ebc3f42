import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { CartSummary } from './cart-summary';

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

const coupon = (code: string) =>
  code === 'PANTRY10'
    ? { isValid: true, discountPercentage: 10, discountCap: 100, discountCode: 'PANTRY10' }
    : { isValid: false, discountPercentage: 0, discountCap: 0, discountCode: code };

describe("the cart's discount code", () => {
  let sent: unknown[];
  beforeEach(() => {
    localStorage.clear();
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { discountCode: string };
        sent.push(body);
        return new Response(JSON.stringify(coupon(body.discountCode)), {
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
});
