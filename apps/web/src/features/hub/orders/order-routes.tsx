import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { BoardScreen } from './screens/board-screen';
import { CashScreen } from './screens/cash-screen';
import { OrderScreen } from './screens/order-screen';

/** The orders pages under #/hub/orders. */
export function OrderRoutes() {
  return useRoutes([
    { index: true, element: <BoardScreen /> },
    { path: 'cash/:slot', element: <CashScreen /> },
    { path: ':orderId', element: <OrderScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
