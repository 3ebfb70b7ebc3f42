import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { MakerScreen } from './screens/maker-screen';
import { MakersScreen } from './screens/makers-screen';
import { NewMakerScreen } from './screens/new-maker-screen';
import { StoreScreen } from './screens/store-screen';

/** The makers pages under #/hub/makers (ops and admins). */
export function MakerRoutes() {
  return useRoutes([
    { index: true, element: <MakersScreen /> },
    { path: 'new', element: <NewMakerScreen /> },
    { path: ':id', element: <MakerScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}

/** #/hub/store: a seller's own store. */
export function StoreRoutes() {
  return useRoutes([
    { index: true, element: <StoreScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
