import { useAreaPages } from '../shell/area-pages';
import { BannerScreen } from './screens/banner-screen';
import { BannersScreen } from './screens/banners-screen';
import { CollectionScreen } from './screens/collection-screen';
import { CollectionsScreen } from './screens/collections-screen';
import { NewBannerScreen } from './screens/new-banner-screen';
import { NewCollectionScreen } from './screens/new-collection-screen';

/** The merchandising pages under #/hub/merch: the home page's banners and collections. */
export function MerchRoutes() {
  return useAreaPages(<BannersScreen />, {
    'banners/new': <NewBannerScreen />,
    'banners/:id': <BannerScreen />,
    collections: <CollectionsScreen />,
    'collections/new': <NewCollectionScreen />,
    'collections/:id': <CollectionScreen />,
  });
}
