import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aMaker } from '../../testing/maker-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const kaveri = aMaker({
  id: 7,
  storeName: 'Kaveri Farms',
  productsCount: 30,
  state: 'suspended',
  owner: null,
  createdAt: '2026-03-02T05:00:00.000Z',
});
const pending = aMaker({ id: 9, storeName: 'Bhoomi Millets', productsCount: 0, state: 'pending' });
const all = [aMaker(), pending, kaveri];

const storeNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('the makers list', () => {
  it('shows every maker with its state, owner and products, each opening its page', async () => {
    renderHub('/hub/makers', 'ops', { 'GET hub/makers/': { body: { makers: all } } });
    const ammas = await screen.findByRole('link', { name: "Amma's Kitchen" });
    expect(ammas).toHaveAttribute('href', '/hub/makers/3');
    const row = ammas.closest('tr')!;
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getByText('+91 9876543211')).toBeInTheDocument();
    const kaveriRow = screen.getByRole('link', { name: 'Kaveri Farms' }).closest('tr')!;
    expect(within(kaveriRow).getByText('Suspended')).toBeInTheDocument();
    const pendingRow = screen.getByRole('link', { name: 'Bhoomi Millets' }).closest('tr')!;
    expect(within(pendingRow).getByText('Awaiting approval')).toBeInTheDocument();
  });

  it('sorts in the browser by the heading chosen, the order kept in the URL', async () => {
    const { location } = renderHub('/hub/makers', 'ops', {
      'GET hub/makers/': { body: { makers: all } },
    });
    await screen.findByRole('link', { name: 'Kaveri Farms' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Products/ }));
    expect(location()).toBe('/hub/makers?sort=products');
    expect(storeNames()).toEqual(['Bhoomi Millets', "Amma's Kitchen", 'Kaveri Farms']);
    await user.click(screen.getByRole('button', { name: /Products/ }));
    expect(storeNames()).toEqual(['Kaveri Farms', "Amma's Kitchen", 'Bhoomi Millets']);
  });

  it('filters by state and by words, asking the server', async () => {
    const { location } = renderHub('/hub/makers', 'ops', {
      'GET hub/makers/': { body: { makers: all } },
      'GET hub/makers/?state=suspended': { body: { makers: [kaveri] } },
      'GET hub/makers/?state=suspended&q=amma': { body: { makers: [] } },
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'Suspended');
    expect(location()).toBe('/hub/makers?state=suspended');
    await expect.poll(() => screen.queryByRole('link', { name: "Amma's Kitchen" })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Find a maker' }), 'amma{Enter}');
    expect(location()).toBe('/hub/makers?state=suspended&q=amma');
    expect(await screen.findByText('No makers match these filters.')).toBeInTheDocument();
  });

  it('is for ops: a seller opening it gets the 403 view', async () => {
    renderHub('/hub/makers', 'seller');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hub' });
    expect(within(nav).queryByRole('link', { name: 'Makers' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My store' })).toBeInTheDocument();
  });
});
