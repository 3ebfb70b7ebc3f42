import { NotFound } from '../../../../components/ui/not-found';
import { RecordById, RecordWaiting } from '../../ui/record-page';
import { useCustomer } from '../api/customer';
import { CustomerDetail } from '../components/customer-detail';

/** #/hub/customers/:id: one customer, by the id other hub pages link with. */
export const CustomerScreen = () => <RecordById Page={CustomerById} />;

function CustomerById({ id }: { id: number }) {
  const customer = useCustomer(id);
  if (customer.data) return <CustomerDetail customer={customer.data} />;
  if (customer.error?.status === 404) return <NotFound />;
  return <RecordWaiting title="Customer" error={customer.error} loading={<p>Loading…</p>} />;
}
