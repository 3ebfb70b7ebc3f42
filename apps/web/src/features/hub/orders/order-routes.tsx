import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { BoardScreen } from './screens/board-screen';

/** The orders pages under #/hub/orders. */
export function OrderRoutes() {
  return useRoutes([
    { index: true, element: <BoardScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
