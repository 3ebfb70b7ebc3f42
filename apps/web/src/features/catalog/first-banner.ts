import { bannerSize, BANNER_IMAGE_OF_SIZE } from '@makers-pantry/domain/banner';
import type { Banner } from '@makers-pantry/domain/catalog';
import type { QueryClient } from '@tanstack/react-query';
import { fetchBanners } from './api/banners';

const isHome = (hash: string) => hash === '' || hash === '#' || hash === '#/';

/**
 * On the home page the first banner is the largest picture above the fold, and without help its
 * request waits for the home screen's code, then its render. Started here, before React, it
 * goes out as soon as the banners' answer (preloaded by index.html) is in, at high priority; the
 * home screen then finds both the answer and the picture already on their way.
 */
export function startFirstBanner(client: QueryClient) {
  if (!isHome(window.location.hash)) return;
  void client
    .prefetchQuery({ queryKey: ['banners'], queryFn: ({ signal }) => fetchBanners(signal) })
    .then(() => {
      const first = client.getQueryData<Banner[]>(['banners'])?.[0];
      if (!first) return;
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'image');
      link.setAttribute('href', first[BANNER_IMAGE_OF_SIZE[bannerSize(window.innerWidth)]]);
      link.setAttribute('fetchpriority', 'high');
      document.head.append(link);
    });
}
