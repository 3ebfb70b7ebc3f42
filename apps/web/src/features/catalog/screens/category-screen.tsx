import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { NotFound } from '../../../components/ui/not-found';
import { useCategoryDetails } from '../api/category-details-query';
import { CategoryProductsColumn } from '../components/category-products-column';
import { useCategoryScrollLock } from '../components/category-scroll-lock';
import { SubcategoryColumn, SubcategoryColumnPlaceholder } from '../components/subcategory-column';
import styles from './category-screen.module.css';

const idFrom = (text: string | undefined) =>
  text && /^\d{1,10}$/.test(text) ? Number(text) : null;

/** /category/{id}/{name}/{sid}/{subName}: subcategory tiles on the left, products on the right. */
export function CategoryScreen() {
  const params = useParams();
  const categoryId = idFrom(params.id);
  const subcategoryId = idFrom(params.sid);
  if (categoryId === null || subcategoryId === null) return <NotFound />;
  return (
    <CategoryBrowser
      categoryId={categoryId}
      subcategoryId={subcategoryId}
      nameInLink={params.name ?? ''}
      subcategoryName={params.subName ?? 'All'}
    />
  );
}

function CategoryBrowser({
  categoryId,
  subcategoryId,
  nameInLink,
  subcategoryName,
}: {
  categoryId: number;
  subcategoryId: number;
  nameInLink: string;
  subcategoryName: string;
}) {
  const details = useCategoryDetails(categoryId);
  const screen = useCategoryScrollLock<HTMLDivElement>(!details.isError);
  if (details.isError) return <ApiErrorView error={details.error} />;
  // The name in the link shows at once; the server's spelling replaces it when it arrives.
  const name = details.data?.name ?? nameInLink;
  return (
    <div ref={screen} className={styles.screen}>
      <header className={styles.header}>
        <Link to={paths.home} className={styles.back} aria-label="Back to home">
          <ArrowLeftIcon />
        </Link>
        <h1 className={styles.title}>Shop for {name}</h1>
      </header>
      <div className={styles.columns}>
        {details.data ? (
          <SubcategoryColumn category={details.data} selectedId={subcategoryId} />
        ) : (
          <SubcategoryColumnPlaceholder />
        )}
        <CategoryProductsColumn
          key={subcategoryId}
          categoryId={categoryId}
          subcategoryId={subcategoryId}
          subcategoryName={subcategoryName}
        />
      </div>
    </div>
  );
}
