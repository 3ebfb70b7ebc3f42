import { BANNER } from '../media/variants';
import type { BannerCopy } from './art/tile-art';
import type { CollectionDraft } from './collections';

export interface BannerDraft {
  id: number;
  name: string;
  copy: BannerCopy;
  redirectUrl: string;
  /** Category whose colours and packs the art uses. */
  categoryName: string;
  /** Products whose packs appear on the right. */
  productIds: number[];
}

/** Four banners, each pointing at a screen the web app has: a collection, a category, new products, a maker. */
export function buildBanners(collections: CollectionDraft[]): BannerDraft[] {
  const byName = (name: string) => {
    const found = collections.find((c) => c.name === name);
    if (!found) throw new Error(`No collection ${name} for a banner`);
    return found;
  };
  const millets = byName('Made with Millets');
  const launches = byName('New Launches');
  return [
    {
      id: 1,
      name: 'Made with Millets',
      copy: {
        headline: 'Millets, the way Karnataka eats them',
        subline: 'Ragi dosa, navane idli, jolada rotti and more, from small makers',
        cta: 'Shop millets',
      },
      redirectUrl: `/collection/${millets.id}/${millets.name}`,
      categoryName: 'Millets & Grains',
      productIds: millets.productIds.slice(0, 3),
    },
    {
      id: 2,
      name: 'Fresh dairy every morning',
      copy: {
        headline: 'A2 milk, curd and paneer, fresh every morning',
        subline: 'From grass-fed desi cows outside Bengaluru, at your door by 8 AM',
        cta: 'Shop dairy',
      },
      redirectUrl: '/category/2/Dairy & Eggs/0/All',
      categoryName: 'Dairy & Eggs',
      productIds: [],
    },
    {
      id: 3,
      name: 'New this fortnight',
      copy: {
        headline: 'New this fortnight',
        subline: `${launches.productIds.length} new products from our makers`,
        cta: 'See what is new',
      },
      redirectUrl: '/newproducts',
      categoryName: 'Snacks & Chips',
      productIds: launches.productIds.slice(0, 3),
    },
    {
      id: 4,
      name: 'Wood-pressed oils',
      copy: {
        headline: 'Wood-pressed oils from Challakere',
        subline: 'Groundnut, coconut and gingelly oil, pressed slow and never refined',
        cta: 'Meet the maker',
      },
      redirectUrl: '/seller/2',
      categoryName: 'Oils & Ghee',
      productIds: [],
    },
  ];
}

/** The hub's uploads make the same sizes (media/variants.ts). */
export const BANNER_SIZES = BANNER;
