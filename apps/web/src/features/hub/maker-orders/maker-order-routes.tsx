import { useAreaPages } from '../shell/area-pages';
import { MakerOrdersScreen } from './screens/maker-orders-screen';

/** #/hub/my-orders: a seller's orders to prepare and the tickets about its products. */
export function MakerOrderRoutes() {
  return useAreaPages(<MakerOrdersScreen />);
}
