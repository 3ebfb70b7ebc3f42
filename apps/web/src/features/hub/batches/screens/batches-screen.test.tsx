import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  aBatch,
  aBatchPage,
  aCreatablePage,
  AMMAS,
  creatable,
  jaggery,
  KAVERI,
  ragi,
  sellersToPick,
} from '../../testing/batch-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const list = 'hub/batches/seller-product-batches';
const creatableOf = 'hub/batches/creatable-products';

const received = aBatch({
  id: 14,
  status: 'inwarded',
  quantity: 18,
  plannedQuantity: 20,
  quantityRemaining: 18,
  receivedAt: '2026-11-25T06:00:00.000Z',
});
const expiring = aBatch({
  id: 15,
  status: 'approved',
  product: { ...jaggery },
  seller: KAVERI,
  quantity: 6,
  quantityRemaining: 4,
  bestBefore: '2099-01-01',
  expiresSoon: true,
});

const rowOf = (id: number) => screen.getByRole('link', { name: `#${id}` }).closest('tr')!;

describe('the batches list', () => {
  it('lists batches with their state, what arrived against the plan, and what expires soon', async () => {
    renderHub('/hub/batches', 'ops', {
      [`GET ${list}/ALL/`]: { body: aBatchPage({ batches: [aBatch(), received, expiring] }) },
    });
    const planned = await screen.findByRole('link', { name: '#12' });
    expect(planned).toHaveAttribute('href', '/hub/batches/12');
    const plannedRow = rowOf(12);
    expect(within(plannedRow).getByText('Planned')).toBeInTheDocument();
    expect(within(plannedRow).getByText('Ragi Flour · 500 g')).toBeInTheDocument();
    expect(within(plannedRow).getByText("Amma's Kitchen")).toBeInTheDocument();
    expect(within(plannedRow).getByText('20 planned')).toBeInTheDocument();
    expect(within(plannedRow).getByText('15 Jan 2027')).toBeInTheDocument();
    expect(within(plannedRow).getByText('1 Dec 2026, 10 AM')).toBeInTheDocument();

    const receivedRow = rowOf(14);
    expect(within(receivedRow).getByText('Received')).toBeInTheDocument();
    expect(within(receivedRow).getByText('18 of 20 planned')).toBeInTheDocument();
    expect(within(receivedRow).getByText('2 short')).toBeInTheDocument();

    const expiringRow = rowOf(15);
    expect(
      within(expiringRow).getByText(/^Expires (today|tomorrow|in \d+ days)$/),
    ).toBeInTheDocument();
    expect(within(plannedRow).queryByText(/^Expires/)).not.toBeInTheDocument();
  });

  it('opens a shared link on the same list: its filters asked of the server and shown', async () => {
    const { calls } = renderHub(
      '/hub/batches?sellers=7&status=approved&expiring=true&sort=-bestBefore&page=2',
      'ops',
      {
        ...sellersToPick(),
        [`GET ${list}/7/?status=approved&expiring=true&sort=-bestBefore&page=2`]: {
          body: aBatchPage({ batches: [expiring], batchesCount: 51 }),
        },
      },
    );
    expect(await screen.findByRole('link', { name: '#15' })).toBeInTheDocument();
    expect(calls.map((call) => call.route)).toContain(
      `GET ${list}/7/?status=approved&expiring=true&sort=-bestBefore&page=2`,
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('approved');
    expect(screen.getByRole('checkbox', { name: 'Expiring in the next 3 days' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sellers: Kaveri Farms' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Best-before/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('finds a product that can take a batch by name on the server, out of thousands', async () => {
    const { calls } = renderHub('/hub/batches', 'ops', {
      ...sellersToPick(),
      [`GET ${list}/ALL/`]: { body: aBatchPage() },
      [`GET ${creatableOf}/ALL/`]: { body: aCreatablePage([creatable(ragi)], 2_400) },
      [`GET ${creatableOf}/ALL/?q=jaggery`]: {
        body: aCreatablePage([creatable(jaggery, KAVERI)]),
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('link', { name: '#12' });
    // The products are asked for when the section is opened, not with the list.
    expect(calls.some((call) => call.route.startsWith(`GET ${creatableOf}/`))).toBe(false);
    await user.click(screen.getByText('Products that can take a batch'));
    expect(await screen.findByText('2,400')).toBeInTheDocument();
    expect(
      screen.getByText('2,399 more: find one by name, or choose sellers above.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a product' }), 'jaggery{Enter}');
    expect(
      await screen.findByRole('link', { name: 'Plan a batch of Jaggery Powder' }),
    ).toHaveAttribute('href', '/hub/batches/new?product=58');
    expect(screen.queryByRole('link', { name: 'Plan a batch of Ragi Flour' })).toBeNull();
    expect(screen.queryByText(/more: find one by name/)).toBeNull();
    expect(calls.filter((call) => call.route.startsWith(`GET ${creatableOf}/`))).toHaveLength(2);
  });

  it('narrows the list and the products that can take a batch to the sellers picked', async () => {
    const { location } = renderHub('/hub/batches?status=planned', 'ops', {
      ...sellersToPick(),
      [`GET ${list}/ALL/?status=planned`]: { body: aBatchPage({ batches: [aBatch(), expiring] }) },
      [`GET ${list}/7/?status=planned`]: { body: aBatchPage({ batches: [expiring] }) },
      [`GET ${list}/7,3/?status=planned`]: { body: aBatchPage({ batches: [aBatch(), expiring] }) },
      [`GET ${creatableOf}/7/`]: { body: aCreatablePage([creatable(jaggery, KAVERI)]) },
      [`GET ${creatableOf}/7,3/`]: {
        body: aCreatablePage([creatable(ragi), creatable(jaggery, KAVERI)]),
      },
    });
    const user = userEvent.setup();
    const picker = await screen.findByRole('button', { name: 'Sellers: All sellers' });
    await user.click(picker);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('searchbox', { name: 'Find a seller' }), 'kav');
    expect(screen.queryByRole('checkbox', { name: AMMAS.storeName })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: KAVERI.storeName }));

    expect(location()).toBe('/hub/batches?status=planned&sellers=7');
    await expect.poll(() => screen.queryByRole('link', { name: '#12' })).toBeNull();
    expect(screen.getByRole('link', { name: '#15' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sellers: Kaveri Farms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan a batch' })).toHaveAttribute(
      'href',
      '/hub/batches/new?sellers=7',
    );
    await user.click(screen.getByText('Products that can take a batch'));
    expect(
      await screen.findByRole('link', { name: 'Plan a batch of Jaggery Powder' }),
    ).toHaveAttribute('href', '/hub/batches/new?sellers=7&product=58');
    expect(
      screen.queryByRole('link', { name: 'Plan a batch of Ragi Flour' }),
    ).not.toBeInTheDocument();

    // Opening the list of products closed the picker (a click outside it); open it again.
    await user.click(screen.getByRole('button', { name: 'Sellers: Kaveri Farms' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Find a seller' }));
    await user.click(screen.getByRole('checkbox', { name: AMMAS.storeName }));
    expect(location()).toBe('/hub/batches?status=planned&sellers=7%2C3');
    expect(await screen.findByRole('button', { name: 'Sellers: 2 sellers' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '#12' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: `Remove ${KAVERI.storeName}` }));
    expect(location()).toBe('/hub/batches?status=planned&sellers=3');
  });

  it('fifty makers fit the request; the picker offers no fifty-first', async () => {
    const makers = Array.from({ length: 51 }, (_, index) => ({
      id: 2_147_483_000 + index,
      storeName: `Maker ${String(index + 1).padStart(2, '0')}`,
    }));
    const fifty = makers.slice(0, 50).map((maker) => maker.id);
    renderHub(`/hub/batches?sellers=${fifty.join(',')}`, 'ops', {
      ...sellersToPick(makers),
      [`GET ${list}/${fifty.join(',')}/`]: { body: aBatchPage() },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sellers: 50 sellers' }));
    expect(screen.getByRole('checkbox', { name: 'Maker 51' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Maker 50' })).toBeEnabled();
    expect(
      screen.getByText('At most 50 sellers at once; choose All sellers to see every one.'),
    ).toBeInTheDocument();
  });

  it('filters by state and by what expires soon, back at the first page', async () => {
    const { location } = renderHub('/hub/batches?page=2', 'ops', {
      [`GET ${list}/ALL/?page=2`]: { body: aBatchPage() },
      [`GET ${list}/ALL/?status=inwarded`]: { body: aBatchPage({ batches: [received] }) },
      [`GET ${list}/ALL/?status=inwarded&expiring=true`]: { body: aBatchPage({ batches: [] }) },
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'Received');
    expect(location()).toBe('/hub/batches?status=inwarded');
    expect(await screen.findByRole('link', { name: '#14' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Expiring in the next 3 days' }));
    expect(location()).toBe('/hub/batches?status=inwarded&expiring=true');
    expect(await screen.findByText('No batches match these filters.')).toBeInTheDocument();
  });

  it('shows a seller its own batches, with no picker to choose other makers', async () => {
    renderHub('/hub/batches', 'seller', {
      ...sellersToPick([AMMAS]),
      [`GET ${list}/ALL/`]: { body: aBatchPage() },
    });
    expect(await screen.findByRole('link', { name: '#12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sellers:/ })).not.toBeInTheDocument();
  });

  it('tells a maker with no batches how to start', async () => {
    renderHub('/hub/batches', 'seller', {
      ...sellersToPick([AMMAS]),
      [`GET ${list}/ALL/`]: { body: aBatchPage({ batches: [] }) },
    });
    expect(
      await screen.findByText('No batches yet. Plan one for a product below.'),
    ).toBeInTheDocument();
  });

  it("shows the server's sentence when the list cannot be read", async () => {
    renderHub('/hub/batches?status=lost', 'ops', {
      [`GET ${list}/ALL/?status=lost`]: {
        status: 400,
        body: { detail: 'status must be one of planned, inwarded.', code: 'VALIDATION_FAILED' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'status must be one of planned, inwarded.',
    );
  });
});
