import { useAreaPages } from '../shell/area-pages';
import { RefundsScreen } from './screens/refunds-screen';

/** The refunds page under #/hub/refunds. */
export function RefundRoutes() {
  return useAreaPages(<RefundsScreen />);
}
