import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '../../testing/product-fixture';
import { ProductCard } from './product-card';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));

const show = (card: ReactElement) => render(<MemoryRouter>{card}</MemoryRouter>);
const card = () => screen.getByRole('article');

beforeEach(() => localStorage.clear());

describe('product card', () => {
  it('shows the name, size, price and an ADD control, and links to the product', () => {
    show(<ProductCard product={aProduct({ id: 7, name: 'Ragi Flour', price: 1250.5 })} />);
    expect(screen.getByRole('link', { name: 'Ragi Flour' })).toHaveAttribute('href', '#/product/7');
    expect(screen.getByText('500 g')).toBeInTheDocument();
    expect(screen.getByText('₹1,250.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Ragi Flour to cart' })).toHaveTextContent('ADD');
  });

  it('cuts the name to 27 characters and keeps the full name in the title', () => {
    const name = 'Cold Pressed Groundnut Oil from Tumakuru';
    show(<ProductCard product={aProduct({ name })} />);
    const link = screen.getByTitle(name);
    expect(link).toHaveTextContent('Cold Pressed Groundnut Oil...');
    expect(link.textContent?.replace('...', '')).toHaveLength(26);
  });

  it("says 'Sold Out' when nothing is left and stock is shown", () => {
    show(<ProductCard product={aProduct({ quantityAvailable: 0, showStock: true })} />);
    expect(within(card()).getByText('Sold Out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
    expect(card().className).not.toMatch(/greyed/);
  });

  it("says 'Out of Stock' and greys the photo when stock is hidden", () => {
    show(<ProductCard product={aProduct({ quantityAvailable: 4, showStock: false })} />);
    expect(within(card()).getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
    expect(card().className).toMatch(/greyed/);
  });

  it("tags a product sold before its stock arrives as 'Preorder'", () => {
    show(<ProductCard product={aProduct({ canSellBeforeStocking: true, isStockInHand: false })} />);
    expect(screen.getByText('Preorder')).toBeInTheDocument();
  });

  it('has no Preorder tag once the stock is in hand', () => {
    show(<ProductCard product={aProduct({ canSellBeforeStocking: true, isStockInHand: true })} />);
    expect(screen.queryByText('Preorder')).not.toBeInTheDocument();
  });

  it.each([
    [4.2, 'green'],
    [3.8, 'lightGreen'],
  ])('shows a rating of %s as a %s badge', (rating, colour) => {
    show(<ProductCard product={aProduct({ rating })} />);
    const badge = screen.getByLabelText(`Rated ${rating.toFixed(1)} out of 5`);
    expect(badge).toHaveAttribute('data-colour', colour);
  });

  it.each([3.7, 3.2, 0])('shows no rating badge at %s', (rating) => {
    show(<ProductCard product={aProduct({ rating })} />);
    expect(screen.queryByLabelText(/^Rated/)).not.toBeInTheDocument();
  });

  it('shows the food-type mark and the speciality tag', () => {
    show(<ProductCard product={aProduct({ vegIndicator: 'Egg', specialityTag: 'Small batch' })} />);
    expect(screen.getByRole('img', { name: 'Egg' })).toBeInTheDocument();
    expect(screen.getByText('Small batch')).toBeInTheDocument();
  });

  it('shows the earliest delivery and loads its photo lazily unless told otherwise', () => {
    const quick = {
      id: 9,
      type: 100,
      date: '2026-01-01',
      startDatetime: '2026-01-01T05:00:00Z',
      endDatetime: '2026-01-01T05:30:00Z',
      promisedDeliveryTime: 30,
    };
    const { container } = show(<ProductCard product={aProduct({ earliestDeliverySlot: quick })} />);
    expect(screen.getByText('Get it in 30 mins')).toBeInTheDocument();
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '400');
  });
});
