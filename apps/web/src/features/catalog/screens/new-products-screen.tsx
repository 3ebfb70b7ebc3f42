import { ProductGrid } from '../../../components/product/product-grid';
import { ProductGridSkeleton } from '../../../components/product/product-grid-skeleton';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { PageBanner } from '../../../components/ui/page-banner';
import { useNewProducts } from '../api/new-products-query';
import styles from './new-products-screen.module.css';

/** /newproducts: the latest launches from our makers. */
export function NewProductsScreen() {
  const newProducts = useNewProducts();
  return (
    <div className="page">
      <PageBanner
        headline="Fresh from our makers"
        tagline="The newest pickles, batters, snacks and staples, made in small batches in Bangalore."
      />
      <h1 className={styles.title}>New Products</h1>
      <section aria-labelledby="new-products-menu">
        <h2 id="new-products-menu" className={styles.menuTitle}>
          New Products Menu
        </h2>
        {newProducts.isError ? (
          // New-product errors show the response detail.
          <ApiErrorView error={newProducts.error} detailOnOther />
        ) : newProducts.isPending ? (
          <ProductGridSkeleton />
        ) : newProducts.data.NPIProducts.length === 0 ? (
          <p className={styles.empty}>
            No new launches this week. Our makers are busy in their kitchens; check back soon.
          </p>
        ) : (
          <ProductGrid products={newProducts.data.NPIProducts} label="New Products Menu" />
        )}
      </section>
    </div>
  );
}
