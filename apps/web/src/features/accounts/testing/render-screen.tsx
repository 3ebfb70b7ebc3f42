import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { RequireLogin } from '../../../app/require-login';
import { saveLogin, type StoredLogin } from '../../../lib/session';
import { LoginScreen } from '../screens/login-screen';
import { ProfileScreen } from '../screens/profile-screen';
import { VerifyScreen } from '../screens/verify-screen';

export const demoLogin: StoredLogin = {
  mobile: '9876543210',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  token: 'token-of-asha',
};

/** Shows where the router ended up, so a test can assert the redirect target. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} at {location.pathname}
      {location.search}
    </h1>
  );
}

/** The account screens on a memory router, with a toast area, as the shop mounts them. */
export function renderScreen(
  url: string,
  { login, extra }: { login?: StoredLogin; extra?: ReactNode } = {},
) {
  if (login) saveLogin(login);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: extra,
        children: [
          { index: true, element: <Landing name="Home" /> },
          { path: 'login', element: <LoginScreen /> },
          { path: 'login/verify', element: <VerifyScreen /> },
          { path: 'shipping', element: <Landing name="Shipping" /> },
          {
            element: <RequireLogin />,
            children: [{ path: 'profile', element: <ProfileScreen /> }],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
