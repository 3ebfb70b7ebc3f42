import { useParams } from 'react-router';
import { ProductGrid } from '../../../components/product/product-grid';
import { ProductGridSkeleton } from '../../../components/product/product-grid-skeleton';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { NotFound } from '../../../components/ui/not-found';
import { useSeller } from '../api/seller-query';
import { SellerProfile } from '../components/seller-profile';
import styles from './seller-screen.module.css';

/** /seller/{id}: who the maker is and their menu. */
export function SellerScreen() {
  const params = useParams();
  const sellerId = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : null;
  if (sellerId === null) return <NotFound />;
  return <SellerPage sellerId={sellerId} />;
}

function SellerPage({ sellerId }: { sellerId: number }) {
  const seller = useSeller(sellerId);
  // Seller errors show the response detail.
  if (seller.isError)
    return (
      <div className="page">
        <ApiErrorView error={seller.error} detailOnOther />
      </div>
    );
  if (seller.isPending)
    return (
      <div className="page" aria-busy="true">
        <div className={styles.profilePlaceholder} />
        <ProductGridSkeleton />
      </div>
    );
  const { data } = seller;
  const menuTitle = `${data.storeName} Menu`;
  return (
    <div className="page">
      <SellerProfile seller={data} />
      <section aria-labelledby="seller-menu-title">
        <h2 id="seller-menu-title" className={styles.menuTitle}>
          {menuTitle}
        </h2>
        {data.products.length === 0 ? (
          <p className={styles.empty}>
            {data.storeName} has nothing on sale right now. Fresh batches are on their way; please
            check back soon.
          </p>
        ) : (
          <ProductGrid products={data.products} label={menuTitle} />
        )}
      </section>
    </div>
  );
}
