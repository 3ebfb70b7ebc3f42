import { useAreaPages } from '../shell/area-pages';
import { CustomerScreen } from './screens/customer-screen';
import { CustomersScreen } from './screens/customers-screen';

/** The customer pages under #/hub/customers. */
export function CustomerRoutes() {
  return useAreaPages(<CustomersScreen />, { ':id': <CustomerScreen /> });
}
