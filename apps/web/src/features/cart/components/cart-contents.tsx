import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { track } from '../../../lib/analytics';
import { dropEmptyLines, useCart } from '../../../lib/cart-store';
import { useLogin } from '../../../lib/session';
import { useCartRefresh } from '../api/cart-list';
import { cartTotals } from '../cart-totals';
import { groupBySlot } from '../slot-groups';
import styles from './cart-contents.module.css';
import { CartSummary } from './cart-summary';
import { CheckoutBar } from './checkout-bar';
import { EmptyCart } from './empty-cart';
import { SlotGroupList } from './slot-group-list';

/** The cart checked against the server: lines by slot, their change messages, totals, Buy Now. */
export function CartContents() {
  const lines = useCart();
  const refresh = useCartRefresh();
  const login = useLogin();
  const navigate = useNavigate();

  const messages = useMemo(
    () => new Map((refresh.data ?? []).map((item) => [item.id, item.changeMessage])),
    [refresh.data],
  );
  // A line at 0 is shown only while it has something to say.
  const shown = useMemo(
    () => lines.filter((line) => line.quantity > 0 || messages.get(line.id)),
    [lines, messages],
  );
  const groups = useMemo(() => groupBySlot(shown), [shown]);
  const { itemsTotal, itemCount } = cartTotals(shown);

  if (shown.length === 0) return <EmptyCart />;

  const buyNow = () => {
    track('clicked_checkout', { itemCount, itemsTotal });
    dropEmptyLines();
    void navigate(login?.token ? paths.shipping : paths.login('shipping'));
  };

  return (
    <div className={styles.layout}>
      <div className={styles.lines}>
        {refresh.isError && (
          <ErrorAlert detail="We could not check stock and prices just now. They are checked again at checkout." />
        )}
        <SlotGroupList groups={groups} messages={messages} />
      </div>
      <CartSummary
        itemsTotal={itemsTotal}
        itemCount={itemCount}
        checking={refresh.isPending}
        onBuyNow={buyNow}
      />
      <CheckoutBar
        itemsTotal={itemsTotal}
        itemCount={itemCount}
        checking={refresh.isPending}
        onBuyNow={buyNow}
      />
    </div>
  );
}
