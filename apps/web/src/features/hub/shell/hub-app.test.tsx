import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBatchPage } from '../testing/batch-fixtures';
import { renderHub, startEachHubTestFresh } from '../testing/render-hub';

startEachHubTestFresh();

const batchPage = { 'GET hub/batches/seller-product-batches/ALL/': { body: aBatchPage() } };

describe('the hub console', () => {
  it('sends a visitor to login, coming back to the hub page asked for', async () => {
    const { location } = renderHub('/hub/batches?status=planned', null);
    await expect
      .poll(location, { timeout: 10_000 })
      .toBe('/login?redirect=hub%2Fbatches%3Fstatus%3Dplanned');
  });

  it("gives a customer the shop's 403 view", async () => {
    renderHub('/hub/batches', 'customer');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(
      screen.getByText('You do not have access to this page. Please contact your admin.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hub' })).not.toBeInTheDocument();
  });

  it('opens for ops on its home page: who is working, the navigation, a card per area', async () => {
    renderHub('/hub', 'ops', {
      'GET hub/batches/seller-product-batches/ALL/?status=inwarded': {
        body: aBatchPage({ batchesCount: 2 }),
      },
      'GET hub/batches/seller-product-batches/ALL/?expiring=true': {
        body: aBatchPage({ batchesCount: 0 }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Hello, Ravi' })).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('Operations')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hub' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Batches' })).toHaveAttribute(
      'href',
      '/hub/batches',
    );
    // The cards come below the day's figures, once those are in (or could not be read).
    expect(await screen.findByRole('link', { name: /^Batches ?Plan stock/ })).toHaveAttribute(
      'href',
      '/hub/batches',
    );
    expect(screen.getByRole('link', { name: /^Makers ?Every maker/ })).toHaveAttribute(
      'href',
      '/hub/makers',
    );
    expect(screen.queryByRole('link', { name: /My store/ })).not.toBeInTheDocument();
    // What needs someone today, each a link to that list.
    expect(
      await screen.findByRole('link', { name: 'Waiting for the quality check: 2' }),
    ).toHaveAttribute('href', '/hub/batches?status=inwarded');
    expect(
      await screen.findByRole('link', { name: 'Expiring in the next 3 days: 0' }),
    ).toHaveAttribute('href', '/hub/batches?expiring=true');
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Hello, Ravi | Makers Pantry Hub');
  });

  it('marks the area being worked in', async () => {
    renderHub('/hub/batches', 'seller', batchPage);
    expect(await screen.findByRole('heading', { name: 'Batches' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hub' });
    expect(within(nav).getByRole('link', { name: 'Batches' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Seller')).toBeInTheDocument();
  });

  it('answers an unknown hub page with Page not found, inside the console', async () => {
    renderHub('/hub/nothing-here', 'ops');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hub' })).toBeInTheDocument();
  });

  it("keeps a phone's bar short: the other areas are under More, which opens them all", async () => {
    const { location } = renderHub('/hub/tickets', 'ops');
    expect(await screen.findByRole('heading', { name: 'Tickets' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hub' });
    await userEvent.click(within(nav).getByRole('button', { name: 'More' }));
    const sheet = screen.getByRole('dialog', { name: 'All areas' });
    expect(within(sheet).getByRole('link', { name: 'Tickets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Orders',
      'Slots',
      'Batches',
      'Products',
      'Makers',
      'Leads',
      'Customers',
      'Tickets',
      'Refunds',
      'Codes',
      'Merchandising',
      'Areas',
      'Messages',
    ]);
    await userEvent.click(within(sheet).getByRole('link', { name: 'Codes' }));
    expect(location()).toBe('/hub/codes');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'All areas' })).not.toBeInTheDocument(),
    );
  });

  it('gives a seller, with few areas, no More', async () => {
    renderHub('/hub/batches', 'seller', batchPage);
    expect(await screen.findByRole('heading', { name: 'Batches' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hub' });
    expect(within(nav).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});
