import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  aProduct,
  aProductPage,
  AMMAS_KITCHEN,
  KAVERI_FARMS,
} from '../../testing/product-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const ragi = aProduct();
const podi = aProduct({
  id: 502,
  name: 'Peanut Chutney Podi',
  state: 'approved',
  price: 149.5,
  packageSize: 200,
  cartImage: '/media/p502-cart.webp',
  seller: KAVERI_FARMS,
  category: { id: 2, name: 'Chutneys & Pickles' },
  subcategory: { id: 21, name: 'Podis' },
  changePending: true,
});
const makers = {
  'GET hub/makers/': {
    body: {
      makers: [
        { ...KAVERI_FARMS, state: 'approved' },
        { ...AMMAS_KITCHEN, state: 'approved' },
      ],
    },
  },
};

describe('the products list', () => {
  it("lists a seller's own products with their state, and filters by state in the URL", async () => {
    const { calls, location } = renderHub('/hub/products', 'seller', {
      'GET hub/products/': { body: aProductPage([ragi, podi]) },
      'GET hub/products/?state=approved': { body: aProductPage([podi]) },
    });
    await screen.findByText('Sprouted Ragi Flour');
    const table = screen.getByRole('table', { name: 'Products' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Sprouted Ragi Flour500 gFlours & Atta › Millet Flours₹120Draft/),
      expect.stringMatching(
        /^Peanut Chutney Podi200 gChutneys & Pickles › Podis₹149.50Live Change awaiting review/,
      ),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: /Sprouted Ragi Flour/ })).toHaveAttribute(
      'href',
      '/hub/products/501',
    );
    // A seller sees only its own: no maker column, no maker filter.
    expect(within(table).queryByRole('columnheader', { name: 'Maker' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Maker')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Live' }));
    await expect.poll(location).toBe('/hub/products?state=approved');
    expect(await screen.findByRole('link', { name: 'Live' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => within(table).getAllByRole('row')).toHaveLength(2);
    expect(calls.map((c) => c.route)).toContain('GET hub/products/?state=approved');
  });

  it('searches by name and keeps the words in the URL', async () => {
    const { location } = renderHub('/hub/products?state=draft', 'seller', {
      'GET hub/products/?state=draft': { body: aProductPage([ragi]) },
      'GET hub/products/?state=draft&q=ragi': { body: aProductPage([ragi]) },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search products'), ' ragi ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(location).toBe('/hub/products?state=draft&q=ragi');
  });

  it("shows ops every maker's products, what awaits review, and a maker filter", async () => {
    const { location } = renderHub('/hub/products', 'ops', {
      ...makers,
      'GET hub/products/': { body: aProductPage([ragi, podi]) },
      'GET hub/products/?review=true': { body: aProductPage([podi]) },
      'GET hub/products/?review=true&maker=7': { body: aProductPage([podi]) },
    });
    // The rows' table, not the outline drawn while they load.
    const table = await screen.findByRole('table', { name: 'Products', busy: false });
    expect(await within(table).findByText('Kaveri Farms')).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Maker' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Awaiting review' }));
    await expect.poll(location).toBe('/hub/products?review=true');
    await screen.findByRole('option', { name: 'Kaveri Farms' });
    await user.selectOptions(screen.getByLabelText('Maker'), 'Kaveri Farms');
    await expect.poll(location).toBe('/hub/products?review=true&maker=7');
  });

  it('sorts by a heading and pages through the list, with both in the URL', async () => {
    const { location } = renderHub('/hub/products', 'seller', {
      'GET hub/products/': { body: aProductPage([ragi], { productsCount: 120 }) },
      'GET hub/products/?sort=price': { body: aProductPage([ragi], { productsCount: 120 }) },
      'GET hub/products/?sort=price&page=2': { body: aProductPage([ragi], { productsCount: 120 }) },
    });
    expect(await screen.findByText('1–50 of 120')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Price/ }));
    await expect.poll(location).toBe('/hub/products?sort=price');
    await user.click(await screen.findByRole('link', { name: 'Next' }));
    await expect.poll(location).toBe('/hub/products?sort=price&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
  });

  it('invites a seller with no products to list the first one', async () => {
    renderHub('/hub/products', 'seller', {
      'GET hub/products/': { body: aProductPage([]) },
    });
    expect(await screen.findByText(/You have not listed a product yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'List your first product' })).toHaveAttribute(
      'href',
      '/hub/products/new',
    );
  });

  it('says when nothing matches the filters, with the way back to all', async () => {
    renderHub('/hub/products?q=kombucha', 'seller', {
      'GET hub/products/?q=kombucha': { body: aProductPage([]) },
    });
    expect(await screen.findByText(/No products match these filters/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/hub/products');
    expect(screen.getByLabelText('Search products')).toHaveValue('kombucha');
  });
});
