import type { Banner } from '@makers-pantry/domain/catalog';
import { BANNER_IMAGE_OF_SIZE, bannerHeight, bannerSize } from '@makers-pantry/domain/banner';
import type { EmblaCarouselType } from 'embla-carousel';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { track } from '../../../lib/analytics';
import { useViewportWidth } from '../../../lib/use-viewport-width';
import { useWhenIdle } from '../../../lib/use-when-idle';
import styles from './banner-carousel.module.css';
import { BannerLink } from './banner-link';

// Loaded when the carousel starts, not with the home screen (banner-motion.tsx says why). When it
// cannot be loaded (the network dropped since the page came), the first banner stays, as if paused,
// rather than the home screen giving way to an error.
const BannerMotion = lazy(() => import('./banner-motion').catch(() => ({ default: () => null })));

/**
 * The sliding banners. Autoplay pauses while the pointer or keyboard focus is on the carousel
 * (so nobody has to chase a moving link) and in hidden tabs, and resumes afterwards.
 */
export function BannerSlides({ banners, intervalMs }: { banners: Banner[]; intervalMs: number }) {
  const width = useViewportWidth();
  const imageKey = BANNER_IMAGE_OF_SIZE[bannerSize(width)];
  const height = bannerHeight(width);
  // The first banner shows as it is; the carousel measures its slides and starts moving once the
  // page has painted (embla's measuring forces a layout: on a slow phone, 60 ms in the first task).
  const moving = useWhenIdle();
  const carousel = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  // The Pause button works before the carousel's code has come: it then starts still.
  const pausedEarly = useRef(false);
  const start = useCallback((started: EmblaCarouselType | undefined) => {
    // So does a carousel that keyboard focus is already in (it stops on focus, which came first).
    const focusInside = carousel.current?.contains(document.activeElement) ?? false;
    if (pausedEarly.current || focusInside) started?.plugins().autoplay?.stop();
    setEmbla(started);
  }, []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  // Moving content must be possible to stop (WCAG 2.2.2): a Pause button, and no movement while
  // keyboard focus is anywhere in the carousel, dots included.
  const autoplay = () => embla?.plugins().autoplay;
  const togglePause = () => {
    if (paused) autoplay()?.play();
    else autoplay()?.stop();
    pausedEarly.current = !paused;
    setPaused(!paused);
  };

  return (
    <section
      ref={carousel}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Offers"
      onFocus={() => autoplay()?.stop()}
      onBlur={(event) => {
        if (!paused && !event.currentTarget.contains(event.relatedTarget)) autoplay()?.play();
      }}
    >
      {moving && (
        <Suspense fallback={null}>
          <BannerMotion viewport={viewport} intervalMs={intervalMs} onStart={start} />
        </Suspense>
      )}
      <div className={styles.viewport} ref={viewport} style={{ height }}>
        <div className={styles.track}>
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${banners.length}`}
              data-selected={index === selected || undefined}
            >
              <BannerLink
                redirectUrl={banner.redirectUrl}
                onClick={() =>
                  track('clicked_banner', {
                    bannerId: banner.id,
                    name: banner.name,
                    redirectUrl: banner.redirectUrl,
                    position: index + 1,
                  })
                }
              >
                {/* The same picture, blurred, fills the band where the banner's shape differs from the
                    slot's, so no banner is cropped and no bare bars show. */}
                <img
                  className={styles.backdrop}
                  src={banner[imageKey]}
                  alt=""
                  aria-hidden="true"
                  loading={index === 0 ? 'eager' : 'lazy'}
                  // The same request as the picture's own: it must not ask for it at low priority.
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
                <img
                  className={styles.image}
                  src={banner[imageKey]}
                  alt={banner.name}
                  height={height}
                  // The first banner is the largest thing above the fold: fetch it first.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  style={{ height }}
                />
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        <button
          type="button"
          className={styles.pause}
          onClick={togglePause}
          aria-label={paused ? 'Play banners' : 'Pause banners'}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      )}
      {banners.length > 1 && (
        <div className={styles.dots}>
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-label={`Show banner ${index + 1}: ${banner.name}`}
              aria-current={index === selected || undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
