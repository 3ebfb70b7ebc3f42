import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../testing/fake-fetch';
import { aProduct } from '../../../testing/product-fixture';
import { renderRoute } from '../../../testing/render-route';
import { SellerScreen } from './seller-screen';

const open = (url: string) => renderRoute('/seller/:id', <SellerScreen />, url);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('seller screen', () => {
  it('shows the profile and the menu headed with the store name', async () => {
    const requested = fakeFetch(() => ({
      body: {
        id: 3,
        storeName: 'Ajji Mane Pickles',
        profileImage: '/media/ajji.webp',
        rating: 4.64,
        numReviews: 128,
        categoryTag: 'Pickles',
        cuisineTag: 'Karnataka',
        aboutSeller: 'Pickles from a grandmother in Mysuru.',
        products: [aProduct({ name: 'Lime Pickle' })],
      },
    }));
    open('/seller/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ajji Mane Pickles' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4.6 (128 ratings)')).toBeInTheDocument();
    expect(screen.getByText('Pickles')).toBeInTheDocument();
    expect(screen.getByText('Karnataka')).toBeInTheDocument();
    expect(screen.getByText('Pickles from a grandmother in Mysuru.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ajji Mane Pickles Menu' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lime Pickle')).toBeInTheDocument();
    expect(requested).toEqual(['sellers/3/']);
  });

  it("shows a new maker's initial until it has a picture", async () => {
    fakeFetch(() => ({
      body: {
        id: 4,
        storeName: 'kodava Kitchen',
        profileImage: '',
        rating: 0,
        numReviews: 0,
        categoryTag: 'Pickles',
        cuisineTag: 'Coorgi',
        aboutSeller: 'Pandi curry and bamboo shoot pickle.',
        products: [],
      },
    }));
    open('/seller/4');
    await screen.findByRole('heading', { level: 1, name: 'kodava Kitchen' });
    expect(screen.queryByRole('img', { name: 'kodava Kitchen profile picture' })).toBeNull();
    expect(screen.getByText('K')).toBeInTheDocument();
    expect(document.querySelector('img[src=""]')).toBeNull();
  });

  it('shows the response detail when the seller cannot be loaded', async () => {
    fakeFetch(() => ({
      status: 503,
      body: { detail: 'This maker is taking a short break.', code: 'UNAVAILABLE' },
    }));
    open('/seller/3');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This maker is taking a short break.',
    );
  });

  it('shows Page not found for a seller that does not exist', async () => {
    fakeFetch(() => ({ status: 404, body: { detail: 'No such seller.', code: 'NOT_FOUND' } }));
    open('/seller/999');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
