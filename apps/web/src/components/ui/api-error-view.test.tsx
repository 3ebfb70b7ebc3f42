import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { ApiErrorView, errorViewKind } from './api-error-view';

const failure = (status: number, detail = 'Server says no') => new ApiError(status, detail, 'X');

function renderView(error: unknown, detailOnOther = false) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/before', element: <h1>Previous page</h1> },
      { path: '/broken', element: <ApiErrorView error={error} detailOnOther={detailOnOther} /> },
    ],
    { initialEntries: ['/before', '/broken'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
}

describe('errorViewKind', () => {
  it.each([
    [404, 'notFound'],
    [403, 'accessDenied'],
    [400, 'alert'],
    [417, 'alert'],
    [429, 'alert'],
    [500, 'generic'],
    [409, 'generic'],
    [0, 'generic'],
  ] as const)('status %i shows %s', (status, kind) => {
    expect(errorViewKind(failure(status))).toBe(kind);
  });

  it('shows the generic view for anything that is not an API answer', () => {
    expect(errorViewKind(new TypeError('boom'))).toBe('generic');
    expect(errorViewKind('weird')).toBe('generic');
  });

  it('shows the detail for other statuses on screens that ask for it, but keeps 404 and 403', () => {
    expect(errorViewKind(failure(500), true)).toBe('alert');
    expect(errorViewKind(failure(404), true)).toBe('notFound');
    expect(errorViewKind(failure(403), true)).toBe('accessDenied');
  });
});

describe('ApiErrorView', () => {
  it('404: Page not found with Back and Home', async () => {
    renderView(failure(404));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Previous page' })).toBeInTheDocument();
  });

  it('403: the access-denied card', () => {
    renderView(failure(403));
    expect(
      screen.getByText('You do not have access to this page. Please contact your admin.'),
    ).toBeInTheDocument();
  });

  it.each([400, 417, 429])('%i: a red alert with the server detail', (status) => {
    renderView(failure(status, 'Too many requests. Please wait a minute.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute.');
  });

  it('anything else: the generic sentence with Back', () => {
    renderView(failure(502));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Oops! Something went wrong. Please go back and try again.',
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
