import { useMemo } from 'react';
import { ApiErrorView } from '../../../components/ui/api-error-view';
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
    <section
      className={`page ${styles.page}`}
      aria-labelledby="my-orders-title"
      aria-busy={history.isPending}
    >
      <h1 id="my-orders-title" className={styles.title}>
        {ORDER_TEXTS.myOrders}
      </h1>
      {history.isPending ? (
        <p className={styles.muted}>{ORDER_TEXTS.loading}</p>
      ) : payments.length === 0 ? (
        <p className={styles.empty}>{ORDER_TEXTS.noOrders}</p>
      ) : (
        <ul className={styles.list} aria-label={ORDER_TEXTS.myOrders}>
          {payments.map((payment) => (
            <PaymentCard key={payment.id} payment={payment} now={now} />
          ))}
        </ul>
      )}
      {history.isFetchingNextPage && <p className={styles.muted}>{ORDER_TEXTS.loadingMore}</p>}
      {history.error && payments.length > 0 && <ApiErrorView error={history.error} />}
      <div ref={sentinel} aria-hidden="true" />
    </section>
  );
}
