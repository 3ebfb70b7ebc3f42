import type { HubCollection } from '@makers-pantry/domain/hub-merchandising';
import { TitledSection } from '../../ui/titled-section';
import { useSendCollectionTile } from '../api/collections';
import { TILE_SIZE } from '../merch-texts';
import { PictureUpload } from './picture-upload';
import styles from './merch-sections.module.css';

/** A collection's tile: one picture, cut by the server to a centred 600 x 400. */
export function CollectionTile({ collection }: { collection: HubCollection }) {
  const send = useSendCollectionTile(collection.id);
  return (
    <TitledSection title="Tile picture" className={styles.section} titleClassName={styles.title}>
      <p className={styles.lead}>
        The picture on the collection&rsquo;s tile, cut from its middle.
      </p>
      <div className={styles.tile}>
        <PictureUpload
          label="Tile"
          hint={`${TILE_SIZE.width} × ${TILE_SIZE.height}`}
          imageUrl={collection.tileImage}
          imageAlt={`${collection.name}, tile`}
          width={TILE_SIZE.width}
          height={TILE_SIZE.height}
          chooseLabel={
            collection.tileImage ? 'Replace the tile picture' : 'Choose the tile picture'
          }
          send={send}
        />
      </div>
    </TitledSection>
  );
}
