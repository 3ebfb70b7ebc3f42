import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { AreasScreen } from './screens/areas-screen';
import { LocationScreen } from './screens/location-screen';
import { NewLocationScreen } from './screens/new-location-screen';

/** The service area and known location pages under #/hub/areas. */
export function AreaRoutes() {
  return useRoutes([
    { index: true, element: <AreasScreen /> },
    { path: 'new', element: <NewLocationScreen /> },
    { path: 'locations/:id', element: <LocationScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
