import { useParams } from 'react-router';
import { CartContents } from '../components/cart-contents';
import { HandpickedForYou } from '../components/handpicked-for-you';
import { OpenProductInCart } from '../components/open-product-in-cart';
import styles from './cart-screen.module.css';

/** /cart/{id?}: 'Shopping Cart', checked against live stock, with suggestions underneath. */
export function CartScreen() {
  const { id } = useParams();
  const productId = Number(id);
  const opening = id !== undefined && Number.isInteger(productId) && productId > 0;
  return (
    <div className="page">
      <h1 className={styles.title}>Shopping Cart</h1>
      {opening ? <OpenProductInCart productId={productId} /> : <CartContents />}
      <HandpickedForYou />
    </div>
  );
}
