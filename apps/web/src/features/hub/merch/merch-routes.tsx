import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { BannerScreen } from './screens/banner-screen';
import { BannersScreen } from './screens/banners-screen';
import { CollectionScreen } from './screens/collection-screen';
import { CollectionsScreen } from './screens/collections-screen';
import { NewBannerScreen } from './screens/new-banner-screen';
import { NewCollectionScreen } from './screens/new-collection-screen';

/** The merchandising pages under #/hub/merch: the home page's banners and collections. */
export function MerchRoutes() {
  return useRoutes([
    { index: true, element: <BannersScreen /> },
    { path: 'banners/new', element: <NewBannerScreen /> },
    { path: 'banners/:id', element: <BannerScreen /> },
    { path: 'collections', element: <CollectionsScreen /> },
    { path: 'collections/new', element: <NewCollectionScreen /> },
    { path: 'collections/:id', element: <CollectionScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
