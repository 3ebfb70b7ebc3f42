import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const script = readFileSync(path.resolve(here, '../../public/home-first-fetch.js'), 'utf8');
const html = readFileSync(path.resolve(here, '../../index.html'), 'utf8');

const bannersPreload = () =>
  document.head.querySelector('link[rel="preload"][href="/api/products/banners/"]');

describe("the banners' preload", () => {
  afterEach(() => {
    bannersPreload()?.remove();
    window.location.hash = '';
  });

  it('is not in the page for every route, only started by the small first script', () => {
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<script src="/home-first-fetch.js" async></script>');
  });

  it.each(['', '#/', '#/?x=1'])('starts on the home page (%j)', (hash) => {
    window.location.hash = hash;
    new Function(script)();
    expect(bannersPreload()).toHaveAttribute('as', 'fetch');
    expect(bannersPreload()).toHaveAttribute('crossorigin', 'anonymous');
  });

  it.each(['#/product/3', '#/cart', '#/shipping', '#/login?redirect=shipping'])(
    'stays out of %s, where nothing would use it',
    (hash) => {
      window.location.hash = hash;
      new Function(script)();
      expect(bannersPreload()).toBeNull();
    },
  );
});
