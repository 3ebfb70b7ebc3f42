/** Banner image by viewport width. */
export type BannerSize = 'large' | 'medium' | 'small';

export function bannerSize(viewportWidth: number): BannerSize {
  if (viewportWidth > 900) return 'large';
  if (viewportWidth > 600) return 'medium';
  return 'small';
}

/** The banner's picture field for each size. */
export const BANNER_IMAGE_OF_SIZE = {
  large: 'largeImage',
  medium: 'mediumImage',
  small: 'smallImage',
} as const satisfies Record<BannerSize, string>;

/** 140 px tall up to 600 px wide, else 170. */
export const bannerHeight = (viewportWidth: number) => (viewportWidth <= 600 ? 140 : 170);

export const CAROUSEL_INTERVAL_MS = 3000;
