import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { MakerOrdersScreen } from './screens/maker-orders-screen';

/** #/hub/my-orders: a seller's orders to prepare and the tickets about its products. */
export function MakerOrderRoutes() {
  return useRoutes([
    { index: true, element: <MakerOrdersScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
