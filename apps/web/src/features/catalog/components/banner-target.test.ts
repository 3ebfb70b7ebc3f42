import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target';

const origin = 'https://makerspantry.in';

describe('banner target', () => {
  it.each([
    ['/collection/3/Millets', '/collection/3/Millets'],
    ['#/newproducts', '/newproducts'],
    ['https://makerspantry.in/#/product/12', '/product/12'],
    ['category/2/Dairy/0/All', '/category/2/Dairy/0/All'],
  ])('keeps %s inside the shop as %s', (url, to) => {
    expect(bannerTarget(url, origin)).toEqual({ kind: 'shop', to });
  });

  it('opens other sites as plain links', () => {
    expect(bannerTarget('https://example.org/offer', origin)).toEqual({
      kind: 'outside',
      href: 'https://example.org/offer',
    });
  });

  it('never follows a script URL', () => {
    expect(bannerTarget('javascript:alert(1)', origin)).toEqual({
      kind: 'shop',
      to: '/javascript:alert(1)',
    });
  });
});
