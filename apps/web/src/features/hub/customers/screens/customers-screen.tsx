import { spokenMobileSchema } from '@makers-pantry/domain/accounts';
import { z } from 'zod';
import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { TextField } from '../../../../components/ui/text-field';
import { HubPage } from '../../ui/hub-page';
import { useHubForm } from '../../ui/use-hub-form';
import { boxesOf } from '../../../../lib/form-boxes';
import { useListParams } from '../../ui/use-list-params';
import { useCustomerByMobile } from '../api/customer';
import { CustomerDetail } from '../components/customer-detail';
import styles from './customers-screen.module.css';

/**
 * #/hub/customers: find a customer by the mobile they log in with (a customer on the phone says
 * it); the number stays in the URL, so the page can be shared or reloaded.
 */
export function CustomersScreen() {
  const list = useListParams();
  const mobile = list.read('mobile');
  return mobile ? (
    <FoundCustomer mobile={mobile} />
  ) : (
    <HubPage title="Customers">
      <MobileSearch />
    </HubPage>
  );
}

function FoundCustomer({ mobile }: { mobile: string }) {
  const customer = useCustomerByMobile(mobile);
  if (customer.data) return <CustomerDetail customer={customer.data} />;
  return (
    <HubPage title="Customers">
      {customer.error?.status === 404 ? (
        <p role="status" className={styles.none}>
          No customer has the mobile number {mobile}.
        </p>
      ) : customer.error ? (
        <ApiErrorView error={customer.error} />
      ) : (
        <p className={styles.none}>Looking for {mobile}…</p>
      )}
      <MobileSearch key={mobile} initial={mobile} />
    </HubPage>
  );
}

/** The search asks for one thing: the mobile, read as the login reads it. */
const searchSchema = z.object({ mobile: spokenMobileSchema });

/**
 * The search box: a valid number goes into the URL, which finds the customer. A number pasted
 * from a call log or a message ('+91 91234 50022') is read as the 10 digits.
 */
function MobileSearch({ initial = '' }: { initial?: string }) {
  const list = useListParams();
  const form = useHubForm({
    schema: searchSchema,
    defaultValues: { mobile: initial },
    request: (boxes: { mobile: string }) => boxes,
  });
  const find = form.handleSubmit(({ mobile }) => list.update({ mobile }));
  return (
    <form role="search" className={styles.search} noValidate onSubmit={find}>
      <TextField
        label="Customer's mobile number"
        prefix="+91"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        {...boxesOf(form)('mobile')}
      />
      <button type="submit" className="button">
        Find
      </button>
    </form>
  );
}
