import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteProducts, type ProductsPage } from '../../lib/use-infinite-products';
import { everythingInView } from '../../testing/intersection-observer';
import { settle } from '../../testing/settle';
import { aPage, aProduct } from '../../testing/product-fixture';
import { InfiniteProductList } from './infinite-product-list';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));

/** A shop of `numPages` pages of 2 products each; records which pages were asked for. */
function pagedShop(numPages: number) {
  const asked: number[] = [];
  const fetchPage = vi.fn(async (pageNum: number): Promise<ProductsPage> => {
    asked.push(pageNum);
    const products = [1, 2].map((n) =>
      aProduct({ id: pageNum * 10 + n, name: `P${pageNum}-${n}` }),
    );
    return aPage(products, pageNum, numPages);
  });
  return { asked, fetchPage };
}

function List({
  fetchPage,
  aboveTheFold,
}: {
  fetchPage: (n: number) => Promise<ProductsPage>;
  aboveTheFold?: boolean;
}) {
  const list = useInfiniteProducts(['test-list'], fetchPage);
  return (
    <InfiniteProductList
      list={list}
      label="All Products"
      emptyText="Nothing on sale currently"
      aboveTheFold={aboveTheFold}
    />
  );
}

const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

afterEach(() => vi.unstubAllGlobals());

describe('infinite product list', () => {
  it('loads the next page whenever the end comes near, and stops at the last page', async () => {
    everythingInView();
    const shop = pagedShop(3);
    render(wrap(<List fetchPage={shop.fetchPage} />));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    // Everything queued runs, a fourth request included if the list asked for one: it must not.
    await settle();
    expect(shop.asked).toEqual([1, 2, 3]);
    expect(screen.getByRole('link', { name: 'P3-2' })).toBeInTheDocument();
  });

  it('waits for the customer while the end is far away', async () => {
    const observed: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(_callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
          observed.push(options);
        }
        observe() {}
        disconnect() {}
      },
    );
    const shop = pagedShop(3);
    render(wrap(<List fetchPage={shop.fetchPage} />));
    await screen.findByRole('link', { name: 'P1-1' });
    await settle();
    expect(shop.asked).toEqual([1]);
    expect(observed[0]?.rootMargin).toBe('0px 0px 2000px 0px');
  });

  it('asks for nothing more when the first page is the last', async () => {
    everythingInView();
    const shop = pagedShop(1);
    render(wrap(<List fetchPage={shop.fetchPage} />));
    await screen.findByRole('link', { name: 'P1-2' });
    await settle();
    expect(shop.asked).toEqual([1]);
  });

  it('says so when there is nothing at all', async () => {
    everythingInView();
    const fetchPage = async () => aPage([], 1, 0);
    render(wrap(<List fetchPage={fetchPage} />));
    expect(await screen.findByText('Nothing on sale currently')).toBeInTheDocument();
  });

  it('below the fold, builds its cards only once the customer scrolls near them', async () => {
    const observers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
          observers.push({ callback, margin: options.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    const shop = pagedShop(3);
    render(wrap(<List fetchPage={shop.fetchPage} aboveTheFold={false} />));
    await waitFor(() => expect(shop.fetchPage).toHaveResolvedTimes(1));
    await settle();
    // The first page is in, but far below the screen: an outline, no cards yet.
    expect(shop.asked).toEqual([1]);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const place = observers.find((observer) => observer.margin === '0px 0px 800px 0px')!;
    act(() =>
      place.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(await screen.findByRole('link', { name: 'P1-1' })).toBeInTheDocument();

    // Now built, the list watches its end as any list does: near it, page 2 is asked for.
    const end = observers.find((observer) => observer.margin === '0px 0px 2000px 0px');
    expect(end).toBeDefined();
    act(() =>
      end!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await waitFor(() => expect(shop.asked).toEqual([1, 2]));
  });
});
