import { useAreaPages } from '../shell/area-pages';
import { AreasScreen } from './screens/areas-screen';
import { LocationScreen } from './screens/location-screen';
import { NewLocationScreen } from './screens/new-location-screen';

/** The service area and known location pages under #/hub/areas. */
export function AreaRoutes() {
  return useAreaPages(<AreasScreen />, {
    new: <NewLocationScreen />,
    'locations/:id': <LocationScreen />,
  });
}
