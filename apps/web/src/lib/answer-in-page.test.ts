import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';

/** The page as the server sends it with home's banners in it (page-with-answer.ts). */
function pageCarries(path: string, json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-answer';
  element.dataset.path = path;
  element.textContent = json;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById('first-answer')?.remove();
  vi.unstubAllGlobals();
});

describe('the answer the page carries', () => {
  it('answers the first request of its path without asking the server; the next one asks', async () => {
    const fetched = vi.fn(() => Promise.resolve(Response.json([{ name: 'Diwali Sweets' }])));
    vi.stubGlobal('fetch', fetched);
    pageCarries('products/banners/', '[{"name":"Fresh \\u003c Batters"}]');

    expect(await api('products/banners/')).toEqual([{ name: 'Fresh < Batters' }]);
    expect(fetched).not.toHaveBeenCalled();

    // A refetch reads the server's answer of now.
    expect(await api('products/banners/')).toEqual([{ name: 'Diwali Sweets' }]);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('leaves other paths, and a write to the same path, to the server', async () => {
    const fetched = vi.fn(() => Promise.resolve(Response.json({ id: 1 })));
    vi.stubGlobal('fetch', fetched);
    pageCarries('products/banners/', '[]');

    await api('products/1/');
    await api('products/banners/', { method: 'POST', json: {} });
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(await api('products/banners/')).toEqual([]);
  });
});
