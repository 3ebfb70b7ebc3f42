/** Banner image by viewport width (spec section 9). */
export type BannerSize = 'large' | 'medium' | 'small';

export function bannerSize(viewportWidth: number): BannerSize {
  if (viewportWidth > 900) return 'large';
  if (viewportWidth > 600) return 'medium';
  return 'small';
}

/** 140 px tall up to 600 px wide, else 170. */
export const bannerHeight = (viewportWidth: number) => (viewportWidth <= 600 ? 140 : 170);

export const CAROUSEL_INTERVAL_MS = 3000;
