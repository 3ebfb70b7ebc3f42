import { bannerHeight, CAROUSEL_INTERVAL_MS } from '@makers-pantry/domain/banner';
import { useViewportWidth } from '../../../lib/use-viewport-width';
import { useBanners } from '../api/banners';
import styles from './banner-carousel.module.css';
import { BannerSlides } from './banner-slides';

/**
 * The home page's offers: a carousel that moves every 3 s, with its height reserved while the
 * banners load. When they cannot be loaded, the shop shows just the word 'Banner'.
 */
export function BannerCarousel() {
  const banners = useBanners();
  const height = bannerHeight(useViewportWidth());
  if (banners.isError) {
    return (
      <div className={styles.failed} style={{ height }}>
        Banner
      </div>
    );
  }
  if (banners.isPending)
    return <div className={styles.loading} style={{ height }} aria-hidden="true" />;
  if (banners.data.length === 0) return null;
  return <BannerSlides banners={banners.data} intervalMs={CAROUSEL_INTERVAL_MS} />;
}
