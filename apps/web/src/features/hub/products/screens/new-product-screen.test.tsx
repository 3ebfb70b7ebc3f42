import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  aProduct,
  AMMAS_KITCHEN,
  BANNED,
  CATEGORIES,
  KAVERI_FARMS,
} from '../../testing/product-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const created = aProduct({ id: 640, name: 'Jowar Rotti Mix' });
const answers = {
  'GET products/category-list/': { body: CATEGORIES },
  'GET hub/banned-ingredients/': { body: { bannedIngredients: BANNED } },
  'POST hub/products/': { status: 201, body: created },
  'GET hub/products/640/': { body: created },
  'GET hub/history/product/640/': { body: { history: [] } },
  'GET hub/makers/': {
    body: { makers: [{ ...AMMAS_KITCHEN }, { ...KAVERI_FARMS }] },
  },
};

async function fillIn(user: UserEvent) {
  await user.type(await screen.findByLabelText('Name'), 'Jowar Rotti Mix');
  await user.selectOptions(
    screen.getByLabelText('Category'),
    screen.getByRole('option', { name: 'Flours & Atta' }),
  );
  await user.selectOptions(screen.getByLabelText('Subcategory'), 'Millet Flours');
  await user.type(screen.getByLabelText('Price'), '95');
  await user.type(screen.getByLabelText('Package size'), '500');
  await user.type(screen.getByLabelText('Ingredients'), 'Jowar flour, salt');
  await user.type(screen.getByLabelText('Allergen information'), 'None known.');
  await user.type(screen.getByLabelText('Description'), 'Soft jowar rottis in minutes.');
  await user.type(screen.getByLabelText('Usage instructions'), 'Knead with warm water.');
  await user.type(screen.getByLabelText('Storage'), 'Keep dry.');
}

describe('a new product', () => {
  it("is saved as the seller's draft, whose page then asks for photos and the lab report", async () => {
    const { calls, location } = renderHub('/hub/products/new', 'seller', answers);
    expect(await screen.findByRole('heading', { name: 'New product' })).toBeVisible();
    expect(screen.queryByLabelText('Maker')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await expect.poll(location).toBe('/hub/products/640');
    expect(await screen.findByText('A draft: customers do not see it yet.')).toBeVisible();
    expect(screen.getByText('Add the main photo')).toBeVisible();
    const sent = calls.find((c) => c.route === 'POST hub/products/')?.body;
    expect(sent).toMatchObject({ name: 'Jowar Rotti Mix', categoryId: 1, subcategoryId: 11 });
    expect(sent).not.toHaveProperty('makerId');
  });

  it('asks ops which maker it is for', async () => {
    const { calls, location } = renderHub('/hub/products/new', 'ops', answers);
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose the maker this product is for.')).toBeVisible();
    expect(calls.some((c) => c.route === 'POST hub/products/')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Maker'), 'Kaveri Farms');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await expect.poll(location).toBe('/hub/products/640');
    expect(calls.find((c) => c.route === 'POST hub/products/')?.body).toMatchObject({
      makerId: 7,
    });
  });

  it("shows the server's refusal above Save and keeps what was typed", async () => {
    renderHub('/hub/products/new', 'seller', {
      ...answers,
      'POST hub/products/': {
        status: 403,
        body: {
          detail: 'Your store is not linked to this login yet. Please ask ops to link it.',
          code: 'FORBIDDEN',
        },
      },
    });
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your store is not linked to this login yet.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Jowar Rotti Mix');
  });
});
