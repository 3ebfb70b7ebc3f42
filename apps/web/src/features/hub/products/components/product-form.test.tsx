import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../testing/render-behind-login';
import { BANNED, CATEGORIES, aProduct } from '../../testing/product-fixtures';
import { EMPTY_PRODUCT, formValuesOf, type ProductFields } from '../product-form-values';
import { ProductForm } from './product-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm(initial = EMPTY_PRODUCT) {
  const calls = fakeApi({
    'GET products/category-list/': { body: CATEGORIES },
    'GET hub/banned-ingredients/': { body: { bannedIngredients: BANNED } },
  });
  const saved: ProductFields[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProductForm
        initial={initial}
        submitLabel="Save draft"
        busy={false}
        error={null}
        onSave={(fields) => saved.push(fields)}
      />
    </QueryClientProvider>,
  );
  return { calls, saved, user: userEvent.setup() };
}

const warningUnder = (name: string) => {
  const box = screen.getByLabelText(name);
  const ids = box.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

describe('the product form', () => {
  it('takes every field of a product and sends them as the API reads them', async () => {
    const { saved, user } = renderForm();
    // The subcategories are the chosen category's.
    await user.type(await screen.findByLabelText('Name'), 'Peanut Chutney Podi');
    expect(screen.getByText('Choose the category first.')).toBeVisible();
    await user.selectOptions(
      screen.getByLabelText('Category'),
      screen.getByRole('option', { name: 'Chutneys & Pickles' }),
    );
    expect(
      within(screen.getByLabelText('Subcategory'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Podis']);
    await user.selectOptions(screen.getByLabelText('Subcategory'), 'Podis');
    await user.selectOptions(screen.getByLabelText('Veg indicator'), 'Vegan');
    await user.type(screen.getByLabelText('Speciality tag (optional)'), 'Stone Ground');
    await user.type(screen.getByLabelText('Price'), '149.50');
    await user.type(screen.getByLabelText('Package size'), '200');
    await user.selectOptions(screen.getByLabelText('Unit'), 'g');
    await user.type(screen.getByLabelText('Ingredients'), 'Peanuts, red chilli, garlic, salt');
    await user.type(screen.getByLabelText('Allergen information'), 'Contains peanuts.');
    await user.type(screen.getByLabelText('Description'), 'A coarse podi for idli and rice.');
    await user.type(screen.getByLabelText('Usage instructions'), 'Mix with ghee or oil.');
    await user.type(screen.getByLabelText('Storage'), 'Keep in an airtight jar.');
    await user.click(screen.getByLabelText(/Take preorders before stock arrives/));
    await user.click(screen.getByLabelText(/Show how many are left/));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]).toEqual({
      name: 'Peanut Chutney Podi',
      categoryId: 2,
      subcategoryId: 21,
      price: 149.5,
      packageSize: 200,
      measurementUnit: 'g',
      vegIndicator: 'Vegan',
      specialityTag: 'Stone Ground',
      ingredients: 'Peanuts, red chilli, garlic, salt',
      allergenInfo: 'Contains peanuts.',
      description: 'A coarse podi for idli and rice.',
      usageInstructions: 'Mix with ghee or oil.',
      storage: 'Keep in an airtight jar.',
      canSellBeforeStocking: true,
      showStock: false,
      replaceable: true,
    });
  });

  it("says what is missing in the server's own sentences, beside each field", async () => {
    const { saved, user } = renderForm();
    await user.type(await screen.findByLabelText('Price'), 'ninety');
    await user.type(screen.getByLabelText('Package size'), '0');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('The name must be at least 2 characters long.')).toBeVisible();
    expect(screen.getByText('Choose a category.')).toBeVisible();
    expect(screen.getByText('Choose a subcategory.')).toBeVisible();
    expect(screen.getByText('The price must be a number of rupees.')).toBeVisible();
    expect(screen.getByText('The package size must be more than 0.')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('warns while the maker types a banned ingredient, naming it with its function', async () => {
    const { calls, user } = renderForm();
    const ingredients = await screen.findByLabelText('Ingredients');
    await user.type(ingredients, 'Rice flour, salt, glutamate-free spices');
    // Checked in the browser: the list is read once, no request per keystroke.
    await expect.poll(() => calls.filter((c) => c.route.includes('banned')).length).toBe(1);
    expect(screen.queryByText(/banned ingredient/)).not.toBeInTheDocument();

    await user.type(ingredients, ', E-621');
    const warning = await screen.findByText(
      "The ingredients contain a banned ingredient: Monosodium glutamate (Flavour enhancer), written as 'E-621'.",
    );
    expect(warning).toBeVisible();
    expect(screen.getByText(/Ops cannot approve a product with it/)).toBeVisible();
    // A screen reader reads the warning with the box.
    expect(warningUnder('Ingredients')).toContain('Monosodium glutamate (Flavour enhancer)');

    await user.type(ingredients, ' and tartrazine');
    expect(
      await screen.findByText(
        "The ingredients contain banned ingredients: Monosodium glutamate (Flavour enhancer), written as 'E-621'; Tartrazine (Colour).",
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.route.includes('banned'))).toHaveLength(1);

    await user.clear(ingredients);
    await user.type(ingredients, 'Rice flour');
    await expect.poll(() => screen.queryByText(/banned ingredient/)).toBeNull();
  });

  it("starts an edit from the stored product's values", async () => {
    const { saved, user } = renderForm(formValuesOf(aProduct({ price: 99.5 })));
    expect(await screen.findByLabelText('Name')).toHaveValue('Sprouted Ragi Flour');
    expect(screen.getByLabelText('Price')).toHaveValue('99.5');
    expect(screen.getByLabelText('Subcategory')).toHaveValue('11');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await expect.poll(() => saved[0]?.subcategoryId).toBe(11);
  });
});
