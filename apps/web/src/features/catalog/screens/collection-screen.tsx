import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { ProductGrid } from '../../../components/product/product-grid';
import { ProductGridSkeleton } from '../../../components/product/product-grid-skeleton';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { NotFound } from '../../../components/ui/not-found';
import { useCollection } from '../api/collection-query';
import { collectionShelf } from '../components/collection-shelf';
import styles from './collection-screen.module.css';

const EMPTY_COLLECTION_TEXT = 'Nothing on sale in this category currently';

/** /collection/{id}/{name}: a curated shelf of products that can be delivered. */
export function CollectionScreen() {
  const params = useParams();
  const collectionId = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : null;
  if (collectionId === null) return <NotFound />;
  return <CollectionShelf collectionId={collectionId} nameInLink={params.name ?? ''} />;
}

function CollectionShelf({
  collectionId,
  nameInLink,
}: {
  collectionId: number;
  nameInLink: string;
}) {
  const collection = useCollection(collectionId);
  if (collection.isError) return <ApiErrorView error={collection.error} />;
  const name = collection.data?.name ?? nameInLink;
  const products = collection.data ? collectionShelf(collection.data.products) : [];
  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        {collection.data?.tileImage && (
          <img
            className={styles.tile}
            src={collection.data.tileImage}
            alt=""
            width={72}
            height={72}
          />
        )}
        <h1 className={styles.title}>Shop for {name}</h1>
        <Link to={paths.home} className={`button button-secondary ${styles.home}`}>
          Back Home
        </Link>
      </header>
      {collection.isPending ? (
        <ProductGridSkeleton />
      ) : products.length === 0 ? (
        <p className={styles.empty}>{EMPTY_COLLECTION_TEXT}</p>
      ) : (
        <>
          {/* Keeps the heading levels in order: the cards' names are level 3. */}
          <h2 className="visually-hidden">Products</h2>
          <ProductGrid products={products} label={name} />
        </>
      )}
    </div>
  );
}
