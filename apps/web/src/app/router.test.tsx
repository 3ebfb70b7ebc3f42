import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { viewportOf } from '../testing/viewport';
import { createRoutes } from './router';

vi.mock('../lib/analytics', () => ({ track: vi.fn() }));

/** The shop at '/' on a wide screen, with every API request left waiting. */
function openHomeWhileApiWaits() {
  viewportOf(1280);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider
        router={createMemoryRouter(createRoutes(client), { initialEntries: ['/'] })}
      />
    </QueryClientProvider>,
  );
}

describe('the route table', () => {
  it("paints the bars and a page outline while the first screen's code is loading", () => {
    const warn = vi.spyOn(console, 'warn');
    openHomeWhileApiWaits();
    // At once, before the lazily loaded home screen has arrived.
    const header = screen.getAllByRole('banner')[0]!;
    expect(within(header).getAllByRole('link', { name: /Makers Pantry/ })[0]).toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    expect(warn.mock.calls.flat().join(' ')).not.toContain('HydrateFallback');
    vi.unstubAllGlobals();
  });

  it('keeps the bars it painted when the screen arrives, instead of building them again', async () => {
    openHomeWhileApiWaits();
    const header = screen.getAllByRole('banner')[0]!;
    // The home screen's own heading: its code has arrived and replaced the outline.
    expect(await screen.findByRole('heading', { name: /clean groceries/ })).toBeInTheDocument();
    expect(screen.getAllByRole('banner')[0]).toBe(header);
    vi.unstubAllGlobals();
  });
});

describe("routes start their screen's data", () => {
  const requested = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));
  const pending = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );

  it('before the screen’s code has arrived', () => {
    pending();
    createMemoryRouter(createRoutes(new QueryClient()), {
      initialEntries: ['/category/3/Dairy/0/All'],
    });
    // Synchronously: no screen module can have loaded yet.
    expect(requested()).toEqual([
      '/api/products/category/3/details/',
      '/api/products/category/3/0/?pageNum=1',
    ]);
    vi.mocked(fetch).mockClear();
    createMemoryRouter(createRoutes(new QueryClient()), {
      initialEntries: ['/search?keyword=%20ragi%20'],
    });
    createMemoryRouter(createRoutes(new QueryClient()), { initialEntries: ['/search?keyword=r'] });
    createMemoryRouter(createRoutes(new QueryClient()), { initialEntries: ['/product/12'] });
    createMemoryRouter(createRoutes(new QueryClient()), { initialEntries: ['/product/oil'] });
    expect(requested()).toEqual([
      '/api/products/search/?keyword=ragi&pageNum=1',
      '/api/products/12/',
    ]);
    vi.unstubAllGlobals();
  });

  it('the home page asks for its first banner at high priority once the banners are known', async () => {
    viewportOf(390);
    const banner = {
      id: 1,
      name: 'Made with millets',
      redirectUrl: '/collection/7/Made with millets',
      smallImage: '/media/banners/1-small.webp',
      mediumImage: '/media/banners/1-medium.webp',
      largeImage: '/media/banners/1-large.webp',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        Response.json(url.includes('banners') ? [banner] : { products: [], paginator: {} }),
      ),
    );
    const client = new QueryClient();
    createMemoryRouter(createRoutes(client), { initialEntries: ['/'] });
    const preload = () => document.head.querySelector('link[rel="preload"][as="image"]');
    await vi.waitFor(() => expect(preload()).not.toBeNull());
    expect(preload()).toHaveAttribute('href', '/media/banners/1-small.webp');
    expect(preload()).toHaveAttribute('fetchpriority', 'high');
    expect(client.getQueryData(['banners'])).toEqual([banner]);
    preload()!.remove();
    vi.unstubAllGlobals();
  });

  it("a list's first row of pictures is asked for as soon as the list is in", async () => {
    const page = {
      products: [1, 2, 3].map((id) => ({ id, listImage: `/media/products/${id}-list.webp` })),
      paginator: { pageNum: 1, numPages: 1, productsCount: 3 },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => Response.json(url.includes('details') ? {} : page)),
    );
    createMemoryRouter(createRoutes(new QueryClient()), {
      initialEntries: ['/category/3/Dairy/0/All'],
    });
    const preloads = () =>
      Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'));
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual([
      '/media/products/1-list.webp',
      '/media/products/2-list.webp',
    ]);
    for (const link of preloads()) link.remove();
    vi.unstubAllGlobals();
  });
});
