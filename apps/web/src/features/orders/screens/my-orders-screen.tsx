import { useMemo } from 'react';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { ListPage } from '../../../components/ui/list-page';
import { useNearEnd } from '../../../lib/use-near-end';
import { useOrderHistory } from '../api/order-history';
import { PaymentCard } from '../components/payment-card';
import { ORDER_TEXTS } from '../order-texts';
import styles from './my-orders-screen.module.css';

/** /myorders: the customer's checkouts, newest first, more loading while they scroll. */
export function MyOrdersScreen() {
  const history = useOrderHistory();
  const payments = useMemo(
    () => history.data?.pages.flatMap((page) => page.payments) ?? [],
    [history.data],
  );
  const now = useMemo(() => new Date(), []);
  const sentinel = useNearEnd<HTMLDivElement>({
    onNearEnd: () => {
      if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
    },
    enabled: history.hasNextPage,
    watchKey: history.data?.pages.length,
  });

  if (history.error && payments.length === 0) return <ApiErrorView error={history.error} />;
  return (
    <ListPage
      title={ORDER_TEXTS.myOrders}
      className={styles.page}
      pending={history.isPending}
      loadingText={ORDER_TEXTS.loading}
      empty={payments.length === 0}
      emptyText={ORDER_TEXTS.noOrders}
      list={() => (
        <ul className={styles.list} aria-label={ORDER_TEXTS.myOrders}>
          {payments.map((payment) => (
            <PaymentCard key={payment.id} payment={payment} now={now} />
          ))}
        </ul>
      )}
    >
      {history.isFetchingNextPage && <p className={styles.muted}>{ORDER_TEXTS.loadingMore}</p>}
      {history.error && payments.length > 0 && <ApiErrorView error={history.error} />}
      <div ref={sentinel} aria-hidden="true" />
    </ListPage>
  );
}
