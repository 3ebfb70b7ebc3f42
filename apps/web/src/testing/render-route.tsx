import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { useShopLinkClicks } from '../app/layout/use-shop-link-clicks';

/** Prints where the router is, so a test can read the URL as the customer would see it. */
function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** What the shop's layout does for every screen that matters here: shop links follow the router. */
function Layout() {
  useShopLinkClicks();
  return (
    <>
      <Outlet />
      <WhereAmI />
    </>
  );
}

/**
 * Renders one screen on its route, with a fresh query cache and the home page behind it in
 * history; returns the router so a test can go back and forward.
 */
export function renderRoute(path: string, element: ReactNode, url: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path, element },
        ],
      },
    ],
    { initialEntries: ['/', url], initialIndex: 1 },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
