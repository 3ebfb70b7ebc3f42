import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../testing/fake-fetch';
import { aProduct } from '../../../testing/product-fixture';
import { renderRoute } from '../../../testing/render-route';
import { CollectionScreen } from './collection-screen';

const open = (url: string) => renderRoute('/collection/:id/:name', <CollectionScreen />, url);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('collection screen', () => {
  it('shows only deliverable products with stock shown, in-stock first, under its name', async () => {
    fakeFetch(() => ({
      body: {
        id: 4,
        name: 'Millet Magic',
        tileImage: '/media/millet.webp',
        products: [
          aProduct({ id: 1, name: 'Ragi Malt', quantityAvailable: 0 }),
          aProduct({ id: 2, name: 'Jowar Flakes', earliestDeliverySlot: null }),
          aProduct({ id: 3, name: 'Foxtail Rice', showStock: false }),
          aProduct({ id: 4, name: 'Bajra Cookies', quantityAvailable: 6 }),
        ],
      },
    }));
    open('/collection/4/Millet%20Magic');
    expect(screen.getByRole('heading', { name: 'Shop for Millet Magic' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
    const shelf = within(await screen.findByRole('list', { name: 'Millet Magic' }));
    expect(shelf.getAllByRole('heading').map((name) => name.textContent)).toEqual([
      'Bajra Cookies',
      'Ragi Malt',
    ]);
  });

  it('says so when nothing in the collection is on sale', async () => {
    fakeFetch(() => ({
      body: {
        id: 4,
        name: 'Millet Magic',
        tileImage: '/media/millet.webp',
        products: [aProduct({ earliestDeliverySlot: null })],
      },
    }));
    open('/collection/4/Millet%20Magic');
    expect(
      await screen.findByText('Nothing on sale in this category currently'),
    ).toBeInTheDocument();
  });

  it('shows the generic error when the collection cannot be loaded', async () => {
    fakeFetch(() => ({ status: 500, body: { detail: 'Database down', code: 'INTERNAL' } }));
    open('/collection/4/Millet%20Magic');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops! Something went wrong. Please go back and try again.',
    );
  });
});
