import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShopLink } from '../../components/ui/shop-link';
import { useShopLinkClicks } from './use-shop-link-clicks';

function Layout() {
  useShopLinkClicks();
  return <Outlet />;
}

function ProductPage() {
  const { pathname } = useLocation();
  return <h1>Product at {pathname}</h1>;
}

/** A shelf of shop links, after a page the customer came from; onOpen sees each click first. */
function open(shelf: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/before', element: <h1>Page before</h1> },
          { path: '/shelf', element: shelf },
          { path: '/product/:id', element: <ProductPage /> },
        ],
      },
    ],
    { initialEntries: ['/before', '/shelf'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const link = (name: string) => screen.getByRole('link', { name });

describe('following shop links', () => {
  it('opens the page through the router, as a new history entry, after the link’s onClick', async () => {
    const seen: string[] = [];
    const router = open(
      <ShopLink to="/product/7" onClick={() => seen.push(router.state.location.pathname)}>
        Ragi Flour
      </ShopLink>,
    );
    fireEvent.click(link('Ragi Flour'));
    expect(await screen.findByRole('heading', { name: 'Product at /product/7' })).toBeVisible();
    expect(seen).toEqual(['/shelf']);
    expect(router.state.historyAction).toBe('PUSH');
    // The router's own entry: useGoBack reads 'default' as 'no page of ours behind this one'.
    expect(router.state.location.key).not.toBe('default');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('link', { name: 'Ragi Flour' })).toBeVisible();
  });

  it('replaces the current page when the link says so, so Back skips it', async () => {
    const router = open(
      <ShopLink to="/product/8" replace>
        Buffalo Milk
      </ShopLink>,
    );
    fireEvent.click(link('Buffalo Milk'));
    expect(await screen.findByRole('heading', { name: 'Product at /product/8' })).toBeVisible();
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'Page before' })).toBeVisible();
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle', { button: 1 }],
  ])('leaves a %s click to the browser (new tab or window)', (_, click) => {
    const router = open(<ShopLink to="/product/7">Ragi Flour</ShopLink>);
    const followedByBrowser = fireEvent.click(link('Ragi Flour'), click);
    expect(followedByBrowser).toBe(true);
    expect(router.state.location.pathname).toBe('/shelf');
  });

  it('leaves a link that opens elsewhere or downloads to the browser', () => {
    const router = open(
      <>
        <ShopLink to="/product/7" target="_blank">
          In a new tab
        </ShopLink>
        <ShopLink to="/product/7" download>
          Download
        </ShopLink>
      </>,
    );
    expect(fireEvent.click(link('In a new tab'))).toBe(true);
    expect(fireEvent.click(link('Download'))).toBe(true);
    expect(router.state.location.pathname).toBe('/shelf');
  });

  it('leaves the click alone when the link’s onClick prevented it', () => {
    const router = open(
      <ShopLink to="/product/7" onClick={(event) => event.preventDefault()}>
        Ragi Flour
      </ShopLink>,
    );
    fireEvent.click(link('Ragi Flour'));
    expect(router.state.location.pathname).toBe('/shelf');
  });

  it('does not add the page shown to history again', async () => {
    const router = open(<ShopLink to="/shelf">This shelf</ShopLink>);
    const key = router.state.location.key;
    fireEvent.click(link('This shelf'));
    await act(async () => {});
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.key).not.toBe(key);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'Page before' })).toBeVisible();
  });
});
