import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../lib/analytics';
import { addOneToCart } from '../../lib/cart-store';
import { viewportOf } from '../../testing/viewport';
import { aProduct } from '../../testing/product-fixture';
import { AppLayout } from './app-layout';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));

function openShop(url = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'search', element: <h1>Search page</h1> },
          { path: 'about-us', element: <h1>About page</h1> },
          { path: '*', element: <h1>Another page</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const scrollTo = (y: number) => {
  vi.stubGlobal('scrollY', y);
  fireEvent.scroll(window);
};

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(track).mockClear();
});

describe('app layout', () => {
  it('has the large bar above 1000 px: logo, search, Account, Menu and the cart with its count', () => {
    viewportOf(1280);
    addOneToCart(aProduct({ id: 1 }));
    addOneToCart(aProduct({ id: 1 }));
    openShop();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Makers Pantry home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
      'placeholder',
      'Search for fruits, batters and more',
    );
    expect(within(header).getByRole('link', { name: /Login/ })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '2 Cart, 2 items' })).toHaveAttribute(
      'href',
      '/cart',
    );
    fireEvent.click(within(header).getByRole('button', { name: 'Menu' }));
    const menu = within(header).getByRole('navigation', { name: 'Shop information' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About us', '/about-us'],
      ['Privacy Policy', '/privacy'],
      ['Terms and Conditions', '/tnc'],
      ['Contact us', '/contact-us'],
      ['Shipping Policy', '/shipping-policy'],
      ['Help', '/help'],
      ['Sell with us', '/onboarding'],
    ]);
  });

  it('closes the Menu with Escape and after following a link', () => {
    viewportOf(1280);
    openShop();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    fireEvent.click(menuButton);
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'About us' }));
    expect(screen.getByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends a search from the bar to /search with the keyword', () => {
    viewportOf(800);
    const router = openShop();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'ghee' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?keyword=ghee');
  });

  it('shows results for 2+ characters typed in the bar after the 300 ms pause, as on the phone', () => {
    vi.useFakeTimers();
    viewportOf(1280);
    const router = openShop('/about-us');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'g' } });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(router.state.location.pathname).toBe('/about-us');
    fireEvent.change(box, { target: { value: 'gh' } });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(router.state.location.pathname).toBe('/about-us');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?keyword=gh');
    // The search screen's box goes on from what was typed; Back returns to the page searched from.
    expect(router.state.location.state).toEqual({ typed: 'gh' });
    expect(router.state.historyAction).toBe('PUSH');
    vi.useRealTimers();
  });

  it('hides the top bar on /search, which has its own box', () => {
    viewportOf(1280);
    openShop('/search');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Search page');
  });

  it('collapses the phone bar to search and cart past 100 px, and brings it back at 100 px', () => {
    viewportOf(390);
    openShop();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Makers Pantry home' })).toBeInTheDocument();
    act(() => scrollTo(101));
    expect(
      within(header).queryByRole('link', { name: 'Makers Pantry home' }),
    ).not.toBeInTheDocument();
    expect(
      within(header).getByRole('link', { name: 'Search for fruits, batters and more' }),
    ).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '0 Cart, 0 items' })).toBeInTheDocument();
    act(() => scrollTo(100));
    expect(within(header).getByRole('link', { name: 'Makers Pantry home' })).toBeInTheDocument();
  });

  it('has a footer with the copyright line, the policy links and Sell with us', () => {
    viewportOf(390);
    openShop();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(/© \d{4} Makers Pantry/);
    const links = within(footer).getByRole('navigation', { name: 'Policies' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'About us',
      'Privacy Policy',
      'Contact us',
      'Shipping Policy',
      'Terms and Conditions',
      'Sell with us',
    ]);
  });

  it('goes back to the top and records page_viewed on every route change', async () => {
    viewportOf(1280);
    const router = openShop();
    expect(track).toHaveBeenCalledWith('page_viewed', { path: '/' });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/product/3'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(track).toHaveBeenLastCalledWith('page_viewed', { path: '/product/3' });
  });
});
