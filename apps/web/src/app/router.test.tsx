import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { viewportOf } from '../testing/viewport';
import { routes } from './router';

vi.mock('../lib/analytics', () => ({ track: vi.fn() }));

describe('the route table', () => {
  it("paints the bars and a page outline while the first screen's code is loading", () => {
    viewportOf(1280);
    const warn = vi.spyOn(console, 'warn');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
      </QueryClientProvider>,
    );
    // At once, before the lazily loaded home screen has arrived.
    const header = screen.getAllByRole('banner')[0]!;
    expect(within(header).getAllByRole('link', { name: /Makers Pantry/ })[0]).toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    expect(warn.mock.calls.flat().join(' ')).not.toContain('HydrateFallback');
    vi.unstubAllGlobals();
  });
});
