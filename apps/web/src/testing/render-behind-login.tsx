import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { RequireLogin } from '../app/require-login';
import { saveLogin } from '../lib/session';

export interface FakeCall {
  route: string;
  body: unknown;
  headers: Headers;
}

/** Each test starts logged in with empty storage and no fake server left over. */
export function startLoggedIn() {
  beforeEach(() => {
    localStorage.clear();
    saveLogin({
      mobile: '9876543210',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.in',
      token: 'token-of-asha',
    });
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

export interface FakeApiAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Stands in for the API: answers by 'METHOD path' (after /api/) and records what was sent. An
 * answer may be a function of the request's body, for a server whose answers change (a batch
 * that was received answers as received from then on).
 */
export function fakeApi(
  answers: Record<string, FakeApiAnswer | ((body: unknown) => FakeApiAnswer)>,
) {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    const route = `${init.method ?? 'GET'} ${url.replace(/^\/api\//, '')}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ route, body, headers: new Headers(init.headers) });
    const handler = answers[route];
    if (!handler) throw new Error(`No fake answer for ${route}`);
    const answer = typeof handler === 'function' ? handler(body) : handler;
    const status = answer.status ?? 200;
    // A 304 has no body, as the real server's.
    return new Response(status === 304 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  return calls;
}

/** One screen behind RequireLogin on a memory router, with a page before it to go back to. */
export function renderBehindLogin(routes: RouteObject[], entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/before', element: <h1>Page before</h1> },
      { path: '/login', element: <h1>Login</h1> },
      { element: <RequireLogin />, children: routes },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}
