import type { ProductDetail } from '@makers-pantry/domain/catalog';
import { viewportOf } from '../../../testing/viewport';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../../../testing/fake-fetch';
import { aProduct } from '../../../testing/product-fixture';
import { renderRoute } from '../../../testing/render-route';
import { ProductScreen } from './product-screen';

vi.mock('../../../lib/analytics', () => ({ track: vi.fn() }));

const review = (id: number, title: string, body: string, rating = 5) => ({
  id,
  rating,
  title,
  body,
  name: `Customer ${id}`,
  createdAt: '2026-01-03T10:00:00Z',
});

const ragi = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  ...aProduct({
    id: 12,
    name: 'Organic Ragi Flour',
    price: 95,
    packageSize: 1,
    measurementUnit: 'kg',
    vegIndicator: 'Vegan',
    specialityTag: 'Stone ground',
    rating: 4.4,
    numReviews: 8,
    testReportDocument: '/media/reports/12.pdf',
    testReportImage: '/media/reports/12.webp',
    seller: { id: 5, storeName: 'Malnad Naturals' },
  }),
  description: 'Finger millet from Tumakuru.',
  usageInstructions: 'Make rotti or mudde.',
  allergenInfo: 'Packed where peanuts are handled.',
  ingredients: 'Ragi 100%',
  storage: 'Airtight, cool and dry.',
  categoryId: 1,
  subcategoryId: 2,
  othersReviews: [
    review(1, 'Tastes like home', 'Fine and fresh.'),
    review(2, '', ''),
    review(3, '', 'Good.'),
  ],
  userOrderItems: [],
  nextBatch: null,
  ...overrides,
});

const serve = (product: FakeAnswer) =>
  fakeFetch((path) => {
    if (path === 'products/12/') return product;
    if (path === 'products/product-recommendations/12/')
      return { body: { recommendations: [aProduct({ id: 30, name: 'Jaggery Powder' })] } };
    return { status: 404, body: { detail: 'Not found', code: 'NOT_FOUND' } };
  });

const openProduct = (id = 12) => renderRoute('/product/:id', <ProductScreen />, `/product/${id}`);

beforeEach(() => {
  localStorage.clear();
  document.title = 'Makers Pantry | Whole Foods';
  viewportOf(1280);
});
afterEach(() => vi.unstubAllGlobals());

describe('product screen', () => {
  it('shows every field of the product', async () => {
    serve({ body: ragi() });
    openProduct();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organic Ragi Flour' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vegan' })).toBeInTheDocument();
    expect(screen.getByText('Stone ground')).toBeInTheDocument();
    expect(screen.getByText('₹95')).toBeInTheDocument();
    expect(screen.getByText('Portion: 1 kg')).toBeInTheDocument();
    for (const [label, text] of [
      ['Description', 'Finger millet from Tumakuru.'],
      ['Ingredients', 'Ragi 100%'],
      ['Usage instructions', 'Make rotti or mudde.'],
      ['Allergen info', 'Packed where peanuts are handled.'],
      ['Storage', 'Airtight, cool and dry.'],
    ])
      expect(screen.getByText(label!).nextSibling).toHaveTextContent(text!);
    expect(screen.getByRole('link', { name: 'Malnad Naturals' })).toHaveAttribute(
      'href',
      '/seller/5',
    );
    expect(screen.getByText(/^Earliest delivery:/)).toHaveTextContent('6 AM to 8 AM');
    expect(
      screen.getByRole('button', { name: 'Add Organic Ragi Flour to cart' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Organic Ragi Flour | Whole Foods');
  });

  it("names the best-before and packed-on of the batch the customer's pack would come from", async () => {
    serve({ body: ragi({ nextBatch: { bestBefore: '2026-11-28', packedOn: '2026-11-19' } }) });
    openProduct();
    const freshness = await screen.findByText('Freshness');
    expect(freshness.nextSibling).toHaveTextContent('Best before 28 Nov 2026');
    expect(freshness.nextSibling).toHaveTextContent('Packed on 19 Nov 2026');
  });

  it('says only the best-before when the batch has no packed-on date', async () => {
    serve({ body: ragi({ nextBatch: { bestBefore: '2026-12-01', packedOn: null } }) });
    openProduct();
    const freshness = await screen.findByText('Freshness');
    expect(freshness.nextSibling).toHaveTextContent(/^Best before 1 Dec 2026$/);
  });

  it('says nothing of dates when no batch can be sent', async () => {
    serve({ body: ragi({ nextBatch: null }) });
    openProduct();
    await screen.findByRole('heading', { level: 1, name: 'Organic Ragi Flour' });
    expect(screen.queryByText('Freshness')).toBeNull();
  });

  it('shows the lab report from our own server inside the page, with a download', async () => {
    serve({ body: ragi() });
    openProduct();
    const report = await screen.findByRole('region', { name: 'Lab report' });
    expect(
      within(report).getByRole('img', { name: 'Lab report of Organic Ragi Flour' }),
    ).toHaveAttribute('src', '/media/reports/12.webp');
    expect(within(report).getByRole('link', { name: 'Download report (PDF)' })).toHaveAttribute(
      'href',
      '/media/reports/12.pdf',
    );
    fireEvent.click(within(report).getByRole('button', { name: 'View lab report' }));
    const viewer = report.querySelector('object');
    expect(viewer).toHaveAttribute('data', '/media/reports/12.pdf');
    expect(viewer).toHaveAttribute('type', 'application/pdf');
  });

  it('on a phone, opens the lab report at a size its print can be read', async () => {
    viewportOf(390);
    serve({ body: ragi() });
    openProduct();
    const report = await screen.findByRole('region', { name: 'Lab report' });
    fireEvent.click(within(report).getByRole('button', { name: 'View lab report' }));
    expect(report.querySelector('object')).toBeNull();
    const frame = within(report).getByRole('region', { name: 'Lab report, full size' });
    expect(
      within(frame).getByRole('img', { name: 'Lab report of Organic Ragi Flour, full size' }),
    ).toHaveAttribute('src', '/media/reports/12.webp');
    expect(frame).toHaveAttribute('tabindex', '0');
  });

  it('lists only reviews with a title or a body, under the rating block', async () => {
    serve({ body: ragi() });
    openProduct();
    const reviews = await screen.findByRole('region', { name: 'Ratings and reviews' });
    expect(within(reviews).getByText('4.4')).toBeInTheDocument();
    expect(within(reviews).getByText('8 ratings')).toBeInTheDocument();
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(2);
    expect(within(reviews).getByText('Tastes like home')).toBeInTheDocument();
    expect(within(reviews).queryByText(/Customer 2/)).not.toBeInTheDocument();
  });

  it.each([
    { rating: 3.7, numReviews: 8 },
    { rating: 4.6, numReviews: 0 },
  ])('has no rating block at $rating with $numReviews reviews', async ({ rating, numReviews }) => {
    serve({ body: ragi({ rating, numReviews, othersReviews: [] }) });
    openProduct();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Ratings and reviews' })).not.toBeInTheDocument();
  });

  it('offers Write Review for a bought item that may be reviewed', async () => {
    serve({
      body: ragi({
        userOrderItems: [
          { id: 77, name: 'Organic Ragi Flour', canReview: true, review: null },
          { id: 78, name: 'Organic Ragi Flour', canReview: false, review: null },
        ],
      }),
    });
    openProduct();
    const links = await screen.findAllByRole('link', { name: 'Write Review' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/create-review/77/Organic%20Ragi%20Flour',
    ]);
  });

  it("shows 'Sold Out' instead of ADD when none is left", async () => {
    serve({ body: ragi({ quantityAvailable: 0 }) });
    openProduct();
    expect(await screen.findByText('Sold Out')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Add Organic Ragi Flour to cart' }),
    ).not.toBeInTheDocument();
  });

  it("shows 'Frequently bought together'", async () => {
    serve({ body: ragi() });
    openProduct();
    const together = await screen.findByRole('region', { name: 'Frequently bought together' });
    expect(within(together).getByRole('link', { name: 'Jaggery Powder' })).toHaveAttribute(
      'href',
      '#/product/30',
    );
  });

  it('shows the not-found view when the API says 404', async () => {
    serve({ status: 404, body: { detail: 'Product not found', code: 'NOT_FOUND' } });
    openProduct();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Makers Pantry | Whole Foods'));
  });
});
