import { describe, expect, it } from 'vitest';
import { bannerHeight, bannerSize } from './banner';

describe('banner by width', () => {
  it.each([
    [1280, 'large', 170],
    [901, 'large', 170],
    [900, 'medium', 170],
    [601, 'medium', 170],
    [600, 'small', 140],
    [390, 'small', 140],
  ] as const)('%i px: %s image, %i px tall', (width, size, height) => {
    expect(bannerSize(width)).toBe(size);
    expect(bannerHeight(width)).toBe(height);
  });
});
