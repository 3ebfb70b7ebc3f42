import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewportOf } from '../../../testing/viewport';
import { fakeFetch, type FakeAnswer } from '../../../testing/fake-fetch';
import { everythingInView } from '../../../testing/intersection-observer';
import { aPage, aProduct } from '../../../testing/product-fixture';
import { settle } from '../../../testing/settle';
import { HomeScreen } from './home-screen';

vi.mock('../../../lib/analytics', () => ({ track: vi.fn() }));
// The carousel itself is tested on its own; here only whether and what it is given matters.
vi.mock('../components/banner-slides', () => ({
  BannerSlides: ({ banners }: { banners: { name: string }[] }) => (
    <p>{banners.map((banner) => banner.name).join(', ')}</p>
  ),
}));

const tile = (id: number, name: string) => ({ id, name, tileImage: `/media/c${id}.webp` });

const shop: Record<string, FakeAnswer> = {
  'products/banners/': {
    body: [
      {
        id: 1,
        name: 'Monsoon offer',
        largeImage: '',
        mediumImage: '',
        smallImage: '',
        redirectUrl: '/',
      },
    ],
  },
  'products/category-list/': {
    body: [{ id: 4, name: 'Dairy & Eggs', image: '/media/dairy.webp', subcategories: [] }],
  },
  'products/product-collection-by-type/new_launched/': {
    body: { id: 9, name: 'New Launches', products: [aProduct({ id: 90, name: 'Kokum Sherbet' })] },
  },
  'products/product-collection-made-type/': {
    body: { madeWithout: [tile(1, 'No Maida')], madeWith: [tile(2, 'Millets')] },
  },
  'products/product-collection-type/curation/': {
    body: [{ ...tile(3, 'Breakfast Staples'), products: [] }],
  },
  'products/prev-ordered-products/': {
    body: { products: [aProduct({ id: 70, name: 'Curd' })] },
  },
  'products/?pageNum=1': { body: aPage([aProduct({ id: 1, name: 'Ragi Flour' })]) },
};

let requested: string[];
const serve = (changes: Record<string, FakeAnswer> = {}) => {
  const answers = { ...shop, ...changes };
  requested = fakeFetch((path) => answers[path] ?? { status: 404, body: { detail: 'Not found' } });
};

const openHome = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <HomeScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  everythingInView();
});
afterEach(() => {
  // Unmount first: a block the page lets in as a deferred update may still commit, and it needs
  // the stubbed IntersectionObserver.
  cleanup();
  vi.unstubAllGlobals();
});

describe('home screen', () => {
  it('shows banners, categories, new launches, curations and all products on a wide screen', async () => {
    viewportOf(1280);
    serve();
    openHome();
    expect(await screen.findByText('Monsoon offer')).toBeInTheDocument();
    const categories = await screen.findByRole('region', { name: 'Shop by Category' });
    expect(within(categories).getByRole('link', { name: 'Dairy & Eggs' })).toHaveAttribute(
      'href',
      '#/category/4/Dairy%20%26%20Eggs/0/All',
    );
    const launches = await screen.findByRole('region', { name: 'New Launches' });
    expect(within(launches).getByRole('link', { name: 'Kokum Sherbet' })).toBeInTheDocument();
    const curations = await screen.findByRole('region', { name: 'Explore Curations' });
    expect(within(curations).getByRole('link', { name: 'Breakfast Staples' })).toHaveAttribute(
      'href',
      '#/collection/3/Breakfast%20Staples',
    );
    const all = await screen.findByRole('region', { name: 'All Products' });
    expect(await within(all).findByRole('link', { name: 'Ragi Flour' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Explore Collections' })).not.toBeInTheDocument();
    expect(requested).not.toContain('products/product-collection-made-type/');
  });

  it("shows 'Explore Collections' grouped by made type under 760 px", async () => {
    viewportOf(759);
    serve();
    openHome();
    const collections = await screen.findByRole('region', { name: 'Explore Collections' });
    expect(
      await within(collections).findByRole('list', { name: 'Made without' }),
    ).toHaveTextContent('No Maida');
    expect(within(collections).getByRole('list', { name: 'Made with' })).toHaveTextContent(
      'Millets',
    );
    expect(screen.queryByRole('region', { name: 'Explore Curations' })).not.toBeInTheDocument();
  });

  it("shows just the word 'Banner' when the banners cannot be loaded", async () => {
    viewportOf(1280);
    serve({ 'products/banners/': { status: 500, body: { detail: 'Down' } } });
    openHome();
    expect(await screen.findByText('Banner')).toBeInTheDocument();
  });

  it("shows 'Previously ordered' to a logged-in customer on a small screen", async () => {
    localStorage.setItem('mp.login', JSON.stringify({ token: 'abc', mobile: '9876543210' }));
    viewportOf(390);
    serve();
    openHome();
    const strip = await screen.findByRole('region', { name: 'Previously ordered' });
    expect(within(strip).getByRole('link', { name: 'Curd' })).toBeInTheDocument();
  });

  it("has no 'Previously ordered' for a visitor, nor when the list is empty", async () => {
    viewportOf(390);
    serve();
    openHome();
    await screen.findByRole('region', { name: 'All Products' });
    expect(requested).not.toContain('products/prev-ordered-products/');

    localStorage.setItem('mp.login', JSON.stringify({ token: 'abc', mobile: '9876543210' }));
    serve({ 'products/prev-ordered-products/': { body: { products: [] } } });
    openHome();
    await screen.findAllByRole('region', { name: 'All Products' });
    expect(screen.queryByRole('region', { name: 'Previously ordered' })).not.toBeInTheDocument();
  });

  it('shows a block only once the blocks above it have arrived, so nothing on screen moves', async () => {
    viewportOf(1280);
    serve();
    const answer = vi.mocked(fetch).getMockImplementation()!;
    let releaseCategories = () => {};
    const categoriesHeld = new Promise<void>((resolve) => (releaseCategories = resolve));
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input).endsWith('category-list/')) await categoriesHeld;
      return answer(input, init);
    });
    openHome();
    expect(await screen.findByText('Monsoon offer')).toBeInTheDocument();
    // Everything below the categories was asked for, but waits for them.
    await waitFor(() => expect(requested).toContain('products/?pageNum=1'));
    await settle();
    expect(screen.queryByRole('region', { name: 'New Launches' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'All Products' })).not.toBeInTheDocument();
    releaseCategories();
    expect(await screen.findByRole('region', { name: 'All Products' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New Launches' })).toBeInTheDocument();
  });
});
