import { NotFound } from '../../../../components/ui/not-found';
import { RecordById, RecordWaiting } from '../../ui/record-page';
import { HistoryList } from '../../history/components/history-list';
import { Facts } from '../../ui/facts';
import { HubPage } from '../../ui/hub-page';
import { useCollection } from '../api/collections';
import { CollectionForm } from '../components/collection-form';
import { CollectionTile } from '../components/collection-tile';
import { StateBadge } from '../components/state-badge';
import { merchPaths } from '../merch-paths';
import { COLLECTION_TYPE_NAMES, scheduleText } from '../merch-texts';

/** #/hub/merch/collections/:id: a collection's name, products, schedule, tile and history. */
export const CollectionScreen = () => <RecordById Page={CollectionPage} />;

function CollectionPage({ id }: { id: number }) {
  const page = useCollection(id);
  const up = { to: merchPaths.collections(), label: 'Collections' };
  if (!page.data) return <RecordWaiting title="Collection" up={up} error={page.error} />;
  const { collection } = page;
  if (!collection) return <NotFound />;
  return (
    <HubPage title={collection.name} up={up} actions={<StateBadge state={collection.state} />}>
      <Facts
        facts={[
          ['Type', COLLECTION_TYPE_NAMES[collection.type]],
          ['Position', String(collection.sortOrder)],
          ['Schedule', scheduleText(collection)],
          [
            'Products',
            collection.type === 'new_launched'
              ? 'Approved in the last 30 days'
              : String(collection.productIds.length),
          ],
        ]}
      />
      <CollectionForm
        key={collection.version}
        collection={collection}
        onSaved={() => undefined}
        reload={() => void page.refetch()}
      />
      <CollectionTile collection={collection} />
      <HistoryList type="collection" id={collection.id} />
    </HubPage>
  );
}
