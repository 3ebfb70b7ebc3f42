import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { PageBanner } from '../../../components/ui/page-banner';
import { useBannedIngredients } from '../api/banned-ingredients-query';
import { BannedIngredientsTable } from '../components/banned-ingredients-table';
import styles from './prohibited-items-screen.module.css';

/** /prohibited-items: every additive our makers may not use, searchable. */
export function ProhibitedItemsScreen() {
  const ingredients = useBannedIngredients();
  return (
    <div className={`page ${styles.page}`}>
      <PageBanner
        tone="turmeric"
        headline="Clean labels, no exceptions"
        tagline="Not one product on Makers Pantry contains anything on this list."
      />
      <div className={styles.header}>
        <h1 className={styles.title}>Prohibited Items</h1>
        <Link className="button" to={paths.home}>
          Back Home
        </Link>
      </div>
      <p className={styles.intro}>
        Before a maker's product goes on sale we check every ingredient, including those inside
        spice blends and other bought-in components, against this list. It covers artificial
        colours, preservatives, flavour enhancers, sweeteners and processing aids, with the aliases
        and E-numbers they hide behind on labels.
      </p>
      {ingredients.isPending && (
        <p role="status" className={styles.status}>
          Loading the list…
        </p>
      )}
      {ingredients.isError && <ApiErrorView error={ingredients.error} />}
      {ingredients.data && <BannedIngredientsTable ingredients={ingredients.data} />}
    </div>
  );
}
