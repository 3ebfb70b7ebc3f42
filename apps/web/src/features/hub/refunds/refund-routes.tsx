import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { RefundsScreen } from './screens/refunds-screen';

/** The refunds page under #/hub/refunds. */
export function RefundRoutes() {
  return useRoutes([
    { index: true, element: <RefundsScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
