import { COLLECTION_TYPES, type CollectionType } from '@makers-pantry/domain/catalog-enums';
import { useNavigate, useSearchParams } from 'react-router';
import { HubPage } from '../../ui/hub-page';
import { CollectionForm } from '../components/collection-form';
import { merchPaths } from '../merch-paths';

/** #/hub/merch/collections/new(?type=): a new collection, off; its page takes the tile next. */
export function NewCollectionScreen() {
  const navigate = useNavigate();
  const asked = useSearchParams()[0].get('type');
  const type = COLLECTION_TYPES.find((value): value is CollectionType => value === asked);
  return (
    <HubPage title="New collection" up={{ to: merchPaths.collections(), label: 'Collections' }}>
      <CollectionForm
        type={type}
        onSaved={(collection) =>
          void navigate(merchPaths.collection(collection.id), { replace: true })
        }
      />
    </HubPage>
  );
}
