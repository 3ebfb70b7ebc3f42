import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { CustomerScreen } from './screens/customer-screen';
import { CustomersScreen } from './screens/customers-screen';

/** The customer pages under #/hub/customers. */
export function CustomerRoutes() {
  return useRoutes([
    { index: true, element: <CustomersScreen /> },
    { path: ':id', element: <CustomerScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}
