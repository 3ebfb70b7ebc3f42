import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../testing/fake-fetch';
import { viewportOf } from '../../testing/viewport';
import { startFirstBanner } from './first-banner';

const banner = {
  id: 1,
  name: 'Made with millets',
  redirectUrl: '/collection/7/Made with millets',
  smallImage: '/media/banners/1-small.webp',
  mediumImage: '/media/banners/1-medium.webp',
  largeImage: '/media/banners/1-large.webp',
};
const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'));

afterEach(() => {
  for (const link of preloads()) link.remove();
  window.location.hash = '';
  vi.unstubAllGlobals();
});

describe('the first banner on the home page', () => {
  it("asks for the first banner's picture at high priority, in the size the phone shows", async () => {
    viewportOf(390);
    fakeFetch(() => ({ body: [banner] }));
    const client = new QueryClient();
    startFirstBanner(client);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]).toHaveAttribute('href', '/media/banners/1-small.webp');
    expect(preloads()[0]).toHaveAttribute('fetchpriority', 'high');
    // The home screen finds the answer in its cache.
    expect(client.getQueryData(['banners'])).toEqual([banner]);
  });

  it('leaves other pages alone', async () => {
    window.location.hash = '#/product/1';
    const requested = fakeFetch(() => ({ body: [banner] }));
    startFirstBanner(new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requested).toEqual([]);
    expect(preloads()).toHaveLength(0);
  });
});
