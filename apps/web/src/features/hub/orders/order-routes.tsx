import { useAreaPages } from '../shell/area-pages';
import { BoardScreen } from './screens/board-screen';
import { CashScreen } from './screens/cash-screen';
import { OrderScreen } from './screens/order-screen';

/** The orders pages under #/hub/orders. */
export function OrderRoutes() {
  return useAreaPages(<BoardScreen />, {
    'cash/:slot': <CashScreen />,
    ':orderId': <OrderScreen />,
  });
}
