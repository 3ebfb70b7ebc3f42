import type { CollectionTile } from '@makers-pantry/domain/catalog';
import { paths } from '../../../lib/paths';
import { TileGrid } from '../../../components/ui/tile-grid';
import { track } from '../../../lib/analytics';

/** Collection tiles opening /collection/{id}/{name}; each click is a clicked_collection_tile event. */
export function CollectionTiles({
  collections,
  label,
  group,
}: {
  collections: CollectionTile[];
  label: string;
  /** Which home block the tile sat in, for the analytics event. */
  group: string;
}) {
  return (
    <TileGrid
      label={label}
      shape="wide"
      tiles={collections.map((collection) => ({
        key: collection.id,
        name: collection.name,
        image: collection.tileImage,
        to: paths.collection(collection.id, collection.name),
      }))}
      onOpen={(tile, position) =>
        track('clicked_collection_tile', {
          collectionId: Number(tile.key),
          name: tile.name,
          group,
          position,
        })
      }
    />
  );
}
