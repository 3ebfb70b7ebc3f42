import { useRef } from 'react';
import { InfiniteProductList } from '../../../components/product/infinite-product-list';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { useCategoryProducts } from '../api/category-products-query';
import styles from './category-products-column.module.css';

export const EMPTY_CATEGORY_TEXT =
  'Sorry, no products here right now. We will get more items soon.';

/** The right column: one subcategory's products, loading more as this column (not the page) scrolls. */
export function CategoryProductsColumn({
  categoryId,
  subcategoryId,
  subcategoryName,
}: {
  categoryId: number;
  subcategoryId: number;
  subcategoryName: string;
}) {
  const column = useRef<HTMLElement>(null);
  const list = useCategoryProducts(categoryId, subcategoryId);
  const title = subcategoryName === 'All' ? 'All products' : subcategoryName;
  return (
    <section
      ref={column}
      className={styles.column}
      aria-labelledby="category-products-title"
      tabIndex={-1}
    >
      <div className={styles.header}>
        <h2 id="category-products-title" className={styles.title}>
          {title}
        </h2>
        {list.productsCount > 0 && (
          <p className={styles.count}>
            {list.productsCount} {list.productsCount === 1 ? 'item' : 'items'}
          </p>
        )}
      </div>
      {list.isError && list.products.length === 0 ? (
        <ApiErrorView error={list.error} />
      ) : (
        <InfiniteProductList
          list={list}
          label={title}
          emptyText={EMPTY_CATEGORY_TEXT}
          scrollRoot={column}
        />
      )}
    </section>
  );
}
