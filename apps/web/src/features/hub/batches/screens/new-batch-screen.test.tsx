import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  aBatch,
  aCreatablePage,
  creatable,
  jaggery,
  KAVERI,
  ragi,
  sellersToPick,
} from '../../testing/batch-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const creatableOf = 'hub/batches/creatable-products';
const bothProducts = [creatable(ragi), creatable(jaggery, KAVERI)];

const box = (name: string) => screen.getByLabelText(name, { exact: false });

describe('planning a batch', () => {
  it("starts from a product's link, sends the batch in Indian time and opens it", async () => {
    const { calls, location } = renderHub('/hub/batches/new?sellers=3&product=41', 'ops', {
      ...sellersToPick(),
      [`GET ${creatableOf}/3/`]: { body: aCreatablePage([], 0) },
      [`GET ${creatableOf}/3/?product=41`]: { body: aCreatablePage([creatable(ragi)]) },
      'POST hub/batches/': { status: 201, body: aBatch({ id: 31 }) },
      'GET hub/batches/31/': { body: aBatch({ id: 31 }) },
      'GET hub/history/batch/31/': { body: { history: [] } },
    });
    const product = await screen.findByRole('combobox', { name: 'Product' });
    await expect.poll(() => (product as HTMLSelectElement).value).toBe('41');
    expect(screen.getByRole('link', { name: '← Batches' })).toHaveAttribute(
      'href',
      '/hub/batches?sellers=3',
    );
    const user = userEvent.setup();
    await user.type(box('Quantity (units)'), '20');
    fireEvent.change(box('Expected at the hub'), { target: { value: '2026-12-01T10:00' } });
    fireEvent.change(box('Best-before'), { target: { value: '2027-01-15' } });
    await user.click(screen.getByRole('button', { name: 'Plan batch' }));

    expect(await screen.findByText('Batch #31 of Ragi Flour planned.')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/batches/')?.body).toEqual({
      productId: 41,
      quantity: 20,
      expectedAt: '2026-12-01T10:00:00+05:30',
      bestBefore: '2027-01-15',
      packedOn: null,
    });
    expect(location()).toBe('/hub/batches/31');
    expect(await screen.findByRole('heading', { name: 'Batch #31' })).toBeInTheDocument();
  });

  it('names the chosen product whole under the box a phone cuts short, waiting for review or not', async () => {
    renderHub('/hub/batches/new?sellers=3&product=41', 'seller', {
      ...sellersToPick(),
      [`GET ${creatableOf}/3/`]: { body: aCreatablePage([creatable(jaggery, KAVERI)], 1) },
      [`GET ${creatableOf}/3/?product=41`]: {
        body: aCreatablePage([creatable(ragi, undefined, true)]),
      },
    });
    expect(
      await screen.findByText(
        'Ragi Flour · 500 g: waiting for review. This batch goes on sale once ops approve the product and the batch.',
      ),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Product' }), String(jaggery.id));
    expect(
      screen.getByText(`${jaggery.name} · ${jaggery.packageSize} ${jaggery.measurementUnit}`, {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/waiting for review\. This batch/)).not.toBeInTheDocument();
  });

  it('names what is missing under each box, and sends nothing', async () => {
    const { calls } = renderHub('/hub/batches/new', 'ops', {
      ...sellersToPick(),
      [`GET ${creatableOf}/ALL/`]: { body: aCreatablePage(bothProducts) },
    });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Ragi Flour · 500 g' });
    await user.click(screen.getByRole('button', { name: 'Plan batch' }));
    expect(await screen.findByText('Choose a product.')).toBeInTheDocument();
    expect(box('Product')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Quantity (units)')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Best-before')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.route === 'POST hub/batches/')).toBe(false);
  });

  it("shows the server's sentence when the product cannot take a batch", async () => {
    renderHub('/hub/batches/new?product=41', 'ops', {
      ...sellersToPick(),
      [`GET ${creatableOf}/ALL/`]: { body: aCreatablePage(bothProducts) },
      [`GET ${creatableOf}/ALL/?product=41`]: { body: aCreatablePage([creatable(ragi)]) },
      'POST hub/batches/': {
        status: 409,
        body: { detail: 'This product cannot take a new batch.', code: 'PRODUCT_NOT_BATCHABLE' },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Ragi Flour · 500 g' });
    await user.type(box('Quantity (units)'), '5');
    fireEvent.change(box('Expected at the hub'), { target: { value: '2026-12-01T10:00' } });
    fireEvent.change(box('Best-before'), { target: { value: '2027-01-15' } });
    await user.click(screen.getByRole('button', { name: 'Plan batch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This product cannot take a new batch.',
    );
  });

  it('offers the products of the sellers picked, grouped by seller', async () => {
    const { location } = renderHub('/hub/batches/new', 'ops', {
      ...sellersToPick(),
      [`GET ${creatableOf}/ALL/`]: { body: aCreatablePage(bothProducts) },
      [`GET ${creatableOf}/7/`]: { body: aCreatablePage([creatable(jaggery, KAVERI)]) },
    });
    const product = await screen.findByRole('combobox', { name: 'Product' });
    expect(
      await within(product).findByRole('group', { name: "Amma's Kitchen" }),
    ).toBeInTheDocument();
    expect(within(product).getByRole('group', { name: 'Kaveri Farms' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sellers: All sellers' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kaveri Farms' }));
    expect(location()).toBe('/hub/batches/new?sellers=7');
    await expect
      .poll(() => within(product).queryByRole('group', { name: "Amma's Kitchen" }))
      .toBeNull();
    expect(
      within(product).getByRole('option', { name: 'Jaggery Powder · 1 kg' }),
    ).toBeInTheDocument();
  });

  it('finds a product by name on the server among thousands, and says how many more there are', async () => {
    const many = aCreatablePage([creatable(ragi)], 2_400);
    const { calls } = renderHub('/hub/batches/new', 'ops', {
      ...sellersToPick(),
      [`GET ${creatableOf}/ALL/`]: { body: many },
      [`GET ${creatableOf}/ALL/?q=jaggery`]: {
        body: aCreatablePage([creatable(jaggery, KAVERI)]),
      },
    });
    expect(
      await screen.findByText('1 of 2,400 shown: type more of the name to find yours.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Find by name' }), 'jaggery');
    const product = screen.getByRole('combobox', { name: 'Product' });
    expect(
      await within(product).findByRole('option', { name: 'Jaggery Powder · 1 kg' }),
    ).toBeInTheDocument();
    expect(within(product).queryByRole('option', { name: 'Ragi Flour · 500 g' })).toBeNull();
    expect(screen.queryByText(/shown: type more/)).toBeNull();
    // One request for the settled words, not one per key.
    expect(calls.filter((call) => call.route.startsWith(`GET ${creatableOf}/ALL/?q=`))).toEqual([
      expect.objectContaining({ route: `GET ${creatableOf}/ALL/?q=jaggery` }),
    ]);
    await user.selectOptions(product, 'Jaggery Powder · 1 kg');
    expect((product as HTMLSelectElement).value).toBe('58');
  });
});
