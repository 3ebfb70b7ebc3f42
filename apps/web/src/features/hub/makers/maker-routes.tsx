import { useAreaPages } from '../shell/area-pages';
import { MakerScreen } from './screens/maker-screen';
import { MakersScreen } from './screens/makers-screen';
import { NewMakerScreen } from './screens/new-maker-screen';
import { StoreScreen } from './screens/store-screen';

/** The makers pages under #/hub/makers (ops and admins). */
export function MakerRoutes() {
  return useAreaPages(<MakersScreen />, { new: <NewMakerScreen />, ':id': <MakerScreen /> });
}

/** #/hub/store: a seller's own store. */
export function StoreRoutes() {
  return useAreaPages(<StoreScreen />);
}
