/**
 * The merchandising pages under #/hub/merch. Kept beside the area (not in shell/hub-paths.ts) so
 * the area is one folder and one entry in hub-areas.tsx.
 */
export const merchPaths = {
  /** `search` is the list's query ('?state=scheduled'), so a link opens that list. */
  banners: (search = '') => `/hub/merch${search}`,
  newBanner: '/hub/merch/banners/new',
  banner: (id: number) => `/hub/merch/banners/${id}`,
  collections: (search = '') => `/hub/merch/collections${search}`,
  newCollection: (search = '') => `/hub/merch/collections/new${search}`,
  collection: (id: number) => `/hub/merch/collections/${id}`,
} as const;
