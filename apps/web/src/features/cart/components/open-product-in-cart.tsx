import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { paths } from '../../../lib/paths';
import { putInCart } from '../../../lib/cart-store';
import { useCartView } from '../api/cart-view';

/**
 * A cart opened by link with a product id (/cart/{id}, e.g. shared from a product): the product
 * goes into the cart once, then the address becomes plain /cart so a reload does not add it again.
 */
export function OpenProductInCart({ productId }: { productId: number }) {
  const view = useCartView(productId);
  const navigate = useNavigate();
  useEffect(() => {
    if (view.isPending) return;
    if (view.isError) toast.error('Sorry, this product could not be found.');
    else if (!putInCart(view.data)) toast.error(view.data.changeMessage ?? 'Sorry! No more stock');
    void navigate(paths.cart, { replace: true });
  }, [view.isPending, view.isError, view.data, navigate]);
  return (
    <p role="status" aria-live="polite">
      Adding the product to your cart…
    </p>
  );
}
