import { istDayText } from '@makers-pantry/domain/delivery-time';
import type { HubProductListItem } from '@makers-pantry/domain/hub-products';
import { formatRupees } from '@makers-pantry/domain/money';
import { formatPackageSize } from '@makers-pantry/domain/product-display';
import { Link } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import { isHubSide, useHubUser } from '../../shell/hub-user';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useListParams } from '../../ui/use-list-params';
import { useProductList } from '../api/product-list';
import { ListingStateBadge } from '../components/listing-state-badge';
import { ProductFilters } from '../components/product-filters';
import styles from './products-screen.module.css';

/** The list's own query parameters; the page's URL may carry nothing else that matters here. */
const LIST_PARAMS = ['state', 'review', 'maker', 'q', 'sort', 'page'] as const;

/**
 * The products list: a maker's own listings, or for ops every maker's, by state, maker and name,
 * sorted and paged, with the state of each in the URL (a link opens the same list).
 */
export function ProductsScreen() {
  const { role } = useHubUser();
  const hubSide = isHubSide(role);
  const list = useListParams();
  const query = new URLSearchParams();
  for (const key of LIST_PARAMS) {
    const value = list.read(key);
    if (value) query.set(key, value);
  }
  const search = query.toString();
  const products = useProductList(search ? `?${search}` : '');
  const filtered = LIST_PARAMS.some((key) => key !== 'sort' && key !== 'page' && list.read(key));

  const columns: HubColumn<HubProductListItem>[] = [
    {
      key: 'name',
      header: 'Product',
      sort: 'name',
      cell: (product) => (
        <Link to={hubPaths.product(product.id)} className={styles.product}>
          {product.cartImage ? (
            <img src={product.cartImage} alt="" width={48} height={48} className={styles.thumb} />
          ) : (
            <span className={styles.noPhoto} aria-hidden="true" />
          )}
          <span>
            <span className={styles.name}>{product.name}</span>
            <span className={styles.size}>
              {formatPackageSize(product.packageSize, product.measurementUnit)}
            </span>
          </span>
        </Link>
      ),
    },
    ...(hubSide
      ? [
          {
            key: 'maker',
            header: 'Maker',
            cell: (product: HubProductListItem) => product.seller.storeName,
          },
        ]
      : []),
    {
      key: 'category',
      header: 'Category',
      cell: (product) => `${product.category.name} › ${product.subcategory.name}`,
    },
    {
      key: 'price',
      header: 'Price',
      sort: 'price',
      numeric: true,
      cell: (product) => formatRupees(product.price),
    },
    {
      key: 'state',
      header: 'State',
      cell: (product) => (
        <ListingStateBadge state={product.state} changePending={product.changePending} />
      ),
    },
    {
      key: 'createdAt',
      header: 'Created',
      sort: 'createdAt',
      cell: (product) => (
        <span className={styles.day}>{istDayText(new Date(product.createdAt))}</span>
      ),
    },
  ];

  return (
    <HubPage
      title="Products"
      actions={
        <Link to={hubPaths.newProduct} className="button">
          New product
        </Link>
      }
    >
      <ProductFilters hubSide={hubSide} />
      <HubTable
        label="Products"
        columns={columns}
        rows={products.data?.products}
        query={products}
        total={products.data?.productsCount}
        pageSize={products.data?.pageSize}
        empty={
          filtered ? (
            <>
              No products match these filters. <Link to={hubPaths.products()}>Show all</Link>
            </>
          ) : hubSide ? (
            'No products yet.'
          ) : (
            <>
              You have not listed a product yet.{' '}
              <Link to={hubPaths.newProduct}>List your first product</Link>
            </>
          )
        }
      />
    </HubPage>
  );
}
