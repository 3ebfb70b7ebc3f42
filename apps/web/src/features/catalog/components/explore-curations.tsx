import { Section } from '../../../components/ui/section';
import { useCurations } from '../api/curations';
import { CollectionTiles } from './collection-tiles';
import { TilesPlaceholder } from './tiles-placeholder';

/** 760 px and wider: 'Explore Curations', the hand-made collections. */
export function ExploreCurations() {
  const curations = useCurations(true);
  if (curations.isError || curations.data?.length === 0) return null;
  return (
    <Section title="Explore Curations">
      {curations.isPending ? (
        <TilesPlaceholder count={6} wide />
      ) : (
        <CollectionTiles collections={curations.data} label="Curations" group="curation" />
      )}
    </Section>
  );
}
