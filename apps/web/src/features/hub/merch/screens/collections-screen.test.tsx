import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../../../testing/fake-upload';
import { aProduct, aProductPage, KAVERI_FARMS } from '../../testing/product-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';
import { aCollection } from '../testing/merch-fixtures';

startEachHubTestFresh();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const palmFree = aCollection();
const noMaida = aCollection({
  id: 5,
  version: 1,
  name: 'Made without maida',
  sortOrder: 20,
  productIds: [503],
  state: 'off',
  isActive: false,
});
const newLaunches = aCollection({
  id: 9,
  name: 'Just launched',
  type: 'new_launched',
  productIds: [],
  sortOrder: 0,
});
const ragi = aProduct({ id: 501, name: 'Sprouted Ragi Flour', state: 'approved' });
const podi = aProduct({ id: 502, name: 'Gunpowder Podi', seller: KAVERI_FARMS, state: 'approved' });
const chikki = aProduct({ id: 503, name: 'Jaggery Chikki', state: 'approved' });
const products = {
  'GET hub/products/501/': { body: ragi },
  'GET hub/products/502/': { body: podi },
  'GET hub/products/503/': { body: chikki },
};

describe('collections', () => {
  it('lists collections with type and state, filters through the URL, and reorders within a type', async () => {
    const { location, calls } = renderHub('/hub/merch/collections', 'ops', {
      'GET hub/collections/': { body: { collections: [palmFree, noMaida, newLaunches] } },
      'GET hub/collections/?type=madeWithout': { body: { collections: [palmFree, noMaida] } },
      'PATCH hub/collections/5/': { body: { ...noMaida, version: 2, sortOrder: 10 } },
      'PATCH hub/collections/4/': { body: { ...palmFree, version: 3, sortOrder: 20 } },
    });
    const row = (await screen.findByRole('link', { name: 'Just launched' })).closest('tr')!;
    expect(row).toHaveTextContent('New launches');
    expect(row).toHaveTextContent('Fills itself');
    const maida = screen.getByRole('link', { name: 'Made without maida' }).closest('tr')!;
    expect(maida).toHaveTextContent('Made without');
    expect(maida).toHaveTextContent('Off');
    expect(maida).toHaveTextContent('Always');
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'madeWithout');
    expect(location()).toBe('/hub/merch/collections?type=madeWithout');
    await expect.poll(() => screen.queryByRole('link', { name: 'Just launched' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New collection' })).toHaveAttribute(
      'href',
      '/hub/merch/collections/new?type=madeWithout',
    );

    await user.click(screen.getByRole('button', { name: 'Move Made without maida up' }));
    await expect
      .poll(() => calls.filter((call) => call.route.startsWith('PATCH')).map((call) => call.body))
      .toEqual([
        { version: 1, sortOrder: 10 },
        { version: 2, sortOrder: 20 },
      ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'off');
    expect(location()).toBe('/hub/merch/collections?type=madeWithout&state=off');
    await expect.poll(() => screen.queryByRole('link', { name: palmFree.name })).toBeNull();
  });

  it("edits a collection's products and schedule on its version, only what changed", async () => {
    const { calls } = renderHub('/hub/merch/collections/4', 'ops', {
      'GET hub/collections/': { body: { collections: [palmFree, noMaida] } },
      'GET hub/history/collection/4/': { body: { history: [] } },
      'GET hub/products/?state=approved&q=chik': { body: aProductPage([chikki]) },
      'PATCH hub/collections/4/': {
        body: { ...palmFree, version: 3, productIds: [503, 501], sortOrder: 5 },
      },
      ...products,
    });
    const list = await screen.findByRole('list', { name: 'Products (2)' });
    await expect
      .poll(() =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      )
      .toEqual([
        expect.stringContaining("Sprouted Ragi FlourAmma's Kitchen"),
        expect.stringContaining('Gunpowder PodiKaveri Farms'),
      ]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Gunpowder Podi' }));
    await user.type(screen.getByRole('searchbox', { name: 'Add a product' }), 'chik');
    await user.click(await screen.findByRole('button', { name: 'Add Jaggery Chikki' }));
    expect(screen.getByRole('button', { name: 'Jaggery Chikki is in it' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Jaggery Chikki up' }));
    const position = screen.getByRole('spinbutton', { name: 'Position' });
    await user.clear(position);
    await user.type(position, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => calls.find((call) => call.route === 'PATCH hub/collections/4/')?.body)
      .toEqual({ version: 2, sortOrder: 5, productIds: [503, 501] });
  });

  it('creates a collection of the type its list was showing, and a new-launches strip needs no products', async () => {
    const created = aCollection({
      id: 12,
      version: 1,
      name: 'Fresh this month',
      type: 'new_launched',
      productIds: [],
      tileImage: '',
      isActive: false,
      state: 'needs-pictures',
    });
    const { calls, location } = renderHub('/hub/merch/collections/new?type=new_launched', 'ops', {
      'POST hub/collections/': { status: 201, body: created },
      'GET hub/collections/': { body: { collections: [created] } },
      'GET hub/history/collection/12/': { body: { history: [] } },
    });
    expect(await screen.findByRole('combobox', { name: 'Type' })).toHaveValue('new_launched');
    expect(screen.getByText(/needs no products of its own/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(screen.getByText(/The name must be at least 2 characters/)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Fresh this month');
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(
      await screen.findByRole('heading', { name: 'Fresh this month', level: 1 }),
    ).toBeVisible();
    expect(location()).toBe('/hub/merch/collections/12');
    expect(calls.find((call) => call.route === 'POST hub/collections/')?.body).toEqual({
      name: 'Fresh this month',
      type: 'new_launched',
      productIds: [],
      sortOrder: 0,
      activeFrom: null,
      activeTo: null,
    });
    expect(screen.getByText('Add the tile picture below first.')).toBeVisible();
  });

  it("uploads a collection's tile on its version", async () => {
    const held = fakeUploads();
    let stored = noMaida;
    renderHub('/hub/merch/collections/5', 'ops', {
      'GET hub/collections/': () => ({ body: { collections: [palmFree, stored] } }),
      'GET hub/history/collection/5/': { body: { history: [] } },
      ...products,
    });
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Replace the tile picture'),
      new File(['bytes'], 'chikki.jpg', { type: 'image/jpeg' }),
    );
    expect(held[0]!.path).toBe('hub/collections/5/tile/');
    expect(held[0]!.form.get('version')).toBe('1');
    stored = { ...noMaida, version: 2, tileImage: '/media/hub/collections/5/t2.webp' };
    held[0]!.answer(200, stored);
    await expect
      .poll(() => screen.getByRole('img', { name: 'Made without maida, tile' }).getAttribute('src'))
      .toBe('/media/hub/collections/5/t2.webp');
  });
});
