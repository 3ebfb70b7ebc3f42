import { Section } from '../../../components/ui/section';
import { useMadeTypeCollections } from '../api/made-type-collections';
import { CollectionTiles } from './collection-tiles';
import styles from './explore.module.css';
import { TilesPlaceholder } from './tiles-placeholder';

/** Under 760 px: 'Explore Collections', grouped into what products are made without and made with. */
export function ExploreCollections() {
  const groups = useMadeTypeCollections(true);
  if (groups.isError) return null;
  if (groups.isPending) {
    return (
      <Section title="Explore Collections">
        <TilesPlaceholder count={4} wide />
      </Section>
    );
  }
  const { madeWithout, madeWith } = groups.data;
  if (madeWithout.length === 0 && madeWith.length === 0) return null;
  return (
    <Section title="Explore Collections">
      {madeWithout.length > 0 && (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>Made without</h3>
          <CollectionTiles collections={madeWithout} label="Made without" group="madeWithout" />
        </div>
      )}
      {madeWith.length > 0 && (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>Made with</h3>
          <CollectionTiles collections={madeWith} label="Made with" group="madeWith" />
        </div>
      )}
    </Section>
  );
}
