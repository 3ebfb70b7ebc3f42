import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../lib/analytics';
import { addOneToCart } from '../../lib/cart-store';
import { aProduct } from '../../testing/product-fixture';
import { AddToCartControl } from './add-to-cart-control';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));
vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

const stored = () => JSON.parse(localStorage.getItem('mp.cart') ?? '[]') as unknown[];
const ghee = aProduct({ id: 3, name: 'A2 Ghee', price: 650, quantityAvailable: 2 });

beforeEach(() => localStorage.clear());
afterEach(() => vi.clearAllMocks());

describe('add to cart control', () => {
  it('adds one and turns into minus / quantity / plus, saved in local storage', () => {
    render(<AddToCartControl product={ghee} />, { wrapper: MemoryRouter });
    fireEvent.click(screen.getByRole('button', { name: 'Add A2 Ghee to cart' }));
    expect(screen.getByLabelText('Quantity 1')).toHaveTextContent('1');
    expect(stored()).toEqual([expect.objectContaining({ id: 3, quantity: 1, price: 650 })]);
    expect(track).toHaveBeenCalledWith('added_product', expect.objectContaining({ productId: 3 }));
  });

  it("stops at quantityAvailable with 'Sorry! No more stock'", async () => {
    render(<AddToCartControl product={ghee} />, { wrapper: MemoryRouter });
    fireEvent.click(screen.getByRole('button', { name: 'Add A2 Ghee to cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more A2 Ghee' }));
    expect(screen.getByLabelText('Quantity 2')).toBeInTheDocument();
    // Toasts go through sonner loaded on demand (lib/toast): let that import settle first.
    await vi.dynamicImportSettled();
    expect(toast.error).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'One more A2 Ghee' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Sorry! No more stock', expect.anything()),
    );
    expect(screen.getByLabelText('Quantity 2')).toBeInTheDocument();
    expect(stored()).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('removes the product when minus is pressed at quantity 1', () => {
    render(<AddToCartControl product={ghee} />, { wrapper: MemoryRouter });
    act(() => {
      addOneToCart(ghee);
      addOneToCart(ghee);
    });
    fireEvent.click(screen.getByRole('button', { name: 'One less A2 Ghee' }));
    expect(screen.getByLabelText('Quantity 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove A2 Ghee from cart' }));
    expect(screen.getByRole('button', { name: 'Add A2 Ghee to cart' })).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('keeps keyboard focus on the control as ADD becomes the stepper and back', () => {
    render(<AddToCartControl product={ghee} />, { wrapper: MemoryRouter });
    const add = screen.getByRole('button', { name: 'Add A2 Ghee to cart' });
    add.focus();
    fireEvent.click(add);
    expect(screen.getByRole('button', { name: 'One more A2 Ghee' })).toHaveFocus();
    const minus = screen.getByRole('button', { name: 'Remove A2 Ghee from cart' });
    minus.focus();
    fireEvent.click(minus);
    expect(screen.getByRole('button', { name: 'Add A2 Ghee to cart' })).toHaveFocus();
  });

  it('shows the same quantity wherever the product appears', () => {
    render(
      <>
        <AddToCartControl product={ghee} />
        <AddToCartControl product={ghee} />
      </>,
      { wrapper: MemoryRouter },
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Add A2 Ghee to cart' })[0]!);
    expect(screen.getAllByLabelText('Quantity 1')).toHaveLength(2);
  });
});
