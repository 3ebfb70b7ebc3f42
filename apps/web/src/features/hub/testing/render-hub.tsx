import type { Profile } from '@makers-pantry/domain/accounts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { createRoutes } from '../../../app/router';
import { saveLogin } from '../../../lib/session';
import { fakeApi, type FakeApiAnswer } from '../../../testing/render-behind-login';

/** The demo accounts of the README, as the profile call answers them. */
export const PEOPLE = {
  customer: {
    id: 1,
    mobile: '9876543210',
    firstName: 'Asha',
    lastName: 'Rao',
    roles: ['customer'],
  },
  seller: {
    id: 2,
    mobile: '9876543211',
    firstName: 'Lakshmi',
    lastName: 'Narayan',
    roles: ['customer', 'seller'],
  },
  ops: { id: 3, mobile: '9876543212', firstName: 'Ravi', lastName: 'Kumar', roles: ['ops'] },
} satisfies Record<
  string,
  Omit<Profile, 'email' | 'isPodAllowed' | 'language' | 'messagesOptOut' | 'whatsappConsent'>
>;

export type Person = keyof typeof PEOPLE;

/** Each hub test starts with empty storage, the wide layout and no fake server left over. */
export function startEachHubTestFresh() {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => {
    toast.dismiss();
    vi.unstubAllGlobals();
  });
}

/**
 * The whole app's route table at a hub address, logged in as `as` (or not at all), with the API
 * answered by `answers` ('METHOD path' after /api/) besides the profile call.
 */
export function renderHub(
  url: string,
  as: Person | null,
  answers: Record<string, FakeApiAnswer | ((body: unknown) => FakeApiAnswer)> = {},
) {
  const person = as && { ...PEOPLE[as], email: `${as}@example.in`, isPodAllowed: true };
  if (person) saveLogin({ ...person, token: `token-of-${as}` });
  const calls = fakeApi({ ...(person && { 'GET users/profile/': { body: person } }), ...answers });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, calls, location };
}
