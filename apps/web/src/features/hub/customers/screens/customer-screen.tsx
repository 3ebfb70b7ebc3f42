import { useParams } from 'react-router';
import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { NotFound } from '../../../../components/ui/not-found';
import { HubPage } from '../../ui/hub-page';
import { useCustomer } from '../api/customer';
import { CustomerDetail } from '../components/customer-detail';

/** #/hub/customers/:id: one customer, by the id other hub pages link with. */
export function CustomerScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  return <CustomerById id={id} />;
}

function CustomerById({ id }: { id: number }) {
  const customer = useCustomer(id);
  if (customer.data) return <CustomerDetail customer={customer.data} />;
  if (customer.error?.status === 404) return <NotFound />;
  return (
    <HubPage title="Customer">
      {customer.error ? <ApiErrorView error={customer.error} /> : <p>Loading…</p>}
    </HubPage>
  );
}
