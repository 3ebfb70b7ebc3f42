import type { HubBanner, HubCollection } from '@makers-pantry/domain/hub-merchandising';

/** Banners and collections as the hub's API answers them, for the area's screen tests. */

export const aBanner = (fields: Partial<HubBanner> = {}): HubBanner => ({
  id: 1,
  version: 3,
  name: 'Diwali sweets week',
  sortOrder: 10,
  isActive: true,
  activeFrom: '2026-11-01T04:30:00.000Z', // 10 AM IST
  activeTo: null,
  state: 'showing',
  largeImage: '/media/hub/banners/1/large.webp',
  mediumImage: '/media/hub/banners/1/medium.webp',
  smallImage: '/media/hub/banners/1/small.webp',
  redirectUrl: '/collection/4',
  ...fields,
});

/** A banner just created: off, without pictures. */
export const aNewBanner = (fields: Partial<HubBanner> = {}): HubBanner =>
  aBanner({
    id: 7,
    version: 1,
    name: 'Winter millets',
    isActive: false,
    activeFrom: null,
    state: 'needs-pictures',
    largeImage: '',
    mediumImage: '',
    smallImage: '',
    redirectUrl: '/newproducts',
    ...fields,
  });

export const aCollection = (fields: Partial<HubCollection> = {}): HubCollection => ({
  id: 4,
  version: 2,
  name: 'Made without palm oil',
  sortOrder: 10,
  isActive: true,
  activeFrom: null,
  activeTo: null,
  state: 'showing',
  type: 'madeWithout',
  tileImage: '/media/hub/collections/4/tile.webp',
  productIds: [501, 502],
  ...fields,
});
