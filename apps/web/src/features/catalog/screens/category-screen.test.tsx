import type { Category } from '@makers-pantry/domain/catalog';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../../../testing/fake-fetch';
import { everythingInView } from '../../../testing/intersection-observer';
import { aPage, aProduct } from '../../../testing/product-fixture';
import { renderRoute } from '../../../testing/render-route';
import { CategoryScreen } from './category-screen';

const dairy: Category = {
  id: 2,
  name: 'Dairy & Eggs',
  image: '/media/dairy.webp',
  subcategories: [
    { id: 11, name: 'Milk', image: '/media/milk.webp' },
    { id: 12, name: 'Curd & Buttermilk', image: '/media/curd.webp' },
  ],
};

const where = () => screen.getByTestId('location').textContent;
const open = (url: string) =>
  renderRoute('/category/:id/:name/:sid/:subName', <CategoryScreen />, url);

function serve(products: Record<number, FakeAnswer>) {
  return fakeFetch((path) => {
    if (path === 'products/category/2/details/') return { body: dairy };
    const match = /^products\/category\/2\/(\d+)\/\?pageNum=1$/.exec(path);
    const answer = match && products[Number(match[1])];
    return answer ?? { status: 404, body: { detail: 'Not found.', code: 'NOT_FOUND' } };
  });
}

beforeEach(() => {
  localStorage.clear();
  everythingInView();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.style.overflow = '';
});

describe('category screen', () => {
  it("shows 'Shop for {name}', the All tile with the category picture, and the products", async () => {
    serve({ 0: { body: aPage([aProduct({ id: 7, name: 'A2 Cow Milk' })]) } });
    open('/category/2/Dairy%20%26%20Eggs/0/All');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Shop for Dairy & Eggs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const tiles = within(
      await screen.findByRole('navigation', { name: 'Dairy & Eggs subcategories' }),
    );
    const all = tiles.getByRole('link', { name: 'All' });
    expect(all).toHaveAttribute('aria-current', 'page');
    expect(all.querySelector('img')).toHaveAttribute('src', '/media/dairy.webp');
    expect(tiles.getAllByRole('link').map((tile) => tile.textContent)).toEqual([
      'All',
      'Milk',
      'Curd & Buttermilk',
    ]);
    expect(await screen.findByText('A2 Cow Milk')).toBeInTheDocument();
  });

  it('shows the shop’s sentence when a subcategory has no products', async () => {
    serve({ 12: { body: aPage([]) } });
    open('/category/2/Dairy%20%26%20Eggs/12/Curd%20%26%20Buttermilk');
    expect(
      await screen.findByText('Sorry, no products here right now. We will get more items soon.'),
    ).toBeInTheDocument();
  });

  it('choosing a subcategory replaces the route, so Back leaves the category', async () => {
    serve({
      0: { body: aPage([aProduct({ id: 7, name: 'A2 Cow Milk' })]) },
      11: { body: aPage([aProduct({ id: 8, name: 'Buffalo Milk' })]) },
    });
    const router = open('/category/2/Dairy%20%26%20Eggs/0/All');
    await userEvent.click(await screen.findByRole('link', { name: 'Milk' }));
    expect(where()).toBe('/category/2/Dairy%20%26%20Eggs/11/Milk');
    expect(await screen.findByText('Buffalo Milk')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Milk' })).toHaveAttribute('aria-current', 'page');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('locks body scrolling while shown and restores it on leaving', async () => {
    serve({ 0: { body: aPage([aProduct()]) } });
    document.body.style.overflow = 'auto';
    const router = open('/category/2/Dairy%20%26%20Eggs/0/All');
    expect(document.body.style.overflow).toBe('hidden');
    await act(() => router.navigate('/'));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('shows Page not found for a category the server does not know', async () => {
    fakeFetch(() => ({ status: 404, body: { detail: 'No such category.', code: 'NOT_FOUND' } }));
    open('/category/99/Nothing/0/All');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
