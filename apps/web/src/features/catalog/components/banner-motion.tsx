import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type RefObject, useEffect, useState } from 'react';

/**
 * What makes the banners move: embla and its autoplay, on the viewport BannerSlides has already
 * drawn. A module of its own, loaded only when the carousel starts (once the page has painted):
 * embla is two thirds of home's screen script (about 7 kB as sent), which the first banner does
 * not need to show, so it no longer shares a phone's slow network with that banner's picture.
 */
export default function BannerMotion({
  viewport,
  intervalMs,
  onStart,
}: {
  viewport: RefObject<HTMLElement | null>;
  intervalMs: number;
  onStart: (embla: EmblaCarouselType | undefined) => void;
}) {
  const [plugins] = useState(() => [
    Autoplay({
      delay: intervalMs,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ]);
  const [setViewport, embla] = useEmblaCarousel({ loop: true }, plugins);
  useEffect(() => setViewport(viewport.current), [setViewport, viewport]);
  useEffect(() => onStart(embla), [onStart, embla]);
  return null;
}
