import { COLLECTION_TYPES, type CollectionType } from '@makers-pantry/domain/catalog-enums';
import type { HubCollection } from '@makers-pantry/domain/hub-merchandising';
import filterStyles from '../../ui/hub-filters.module.css';
import { ChoiceFilter } from '../../ui/choice-filter';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useListParams } from '../../ui/use-list-params';
import { editCollection, invalidateCollections, useCollections } from '../api/collections';
import { MerchTabs } from '../components/merch-tabs';
import { StateBadge } from '../components/state-badge';
import { StateFilter } from '../components/state-filter';
import { merchPaths } from '../merch-paths';
import { COLLECTION_TYPE_NAMES, scheduleText } from '../merch-texts';
import styles from './merch-lists.module.css';
import { nameColumn, pictureColumn, positionColumn, usePlacedOrder } from './placed-columns';

const typeOf = (value: string | undefined) =>
  (COLLECTION_TYPES as readonly string[]).includes(value ?? '')
    ? (value as CollectionType)
    : undefined;

/**
 * #/hub/merch/collections: collections and curations by type and position, each with its schedule
 * and whether it shows now. Type and state filters live in the URL; the order is changed within
 * one type (the home page orders each kind on its own), so the arrows show once a type is chosen.
 */
export function CollectionsScreen() {
  const list = useListParams();
  const type = typeOf(list.read('type'));
  const state = list.read('state');
  const collections = useCollections(type);
  const all = collections.data?.collections;
  const order = usePlacedOrder(all, collections, editCollection, invalidateCollections);
  const rows = state ? all?.filter((collection) => collection.state === state) : all;
  const canMove = type !== undefined && !state && all?.every((row) => row.type === type);

  const columns: HubColumn<HubCollection>[] = [
    positionColumn(),
    pictureColumn('tile', 'Tile', {
      src: (row) => row.tileImage,
      className: styles.tile,
      width: 72,
    }),
    nameColumn('Collection', merchPaths.collection),
    { key: 'type', header: 'Type', cell: (row) => COLLECTION_TYPE_NAMES[row.type] },
    {
      key: 'products',
      header: 'Products',
      numeric: true,
      cell: (row) => (row.type === 'new_launched' ? 'Fills itself' : row.productIds.length),
    },
    { key: 'schedule', header: 'Schedule', cell: scheduleText },
    { key: 'state', header: 'State', cell: (row) => <StateBadge state={row.state} /> },
    ...(canMove ? [order.column] : []),
  ];

  return (
    <HubPage
      title="Merchandising"
      start={{ to: merchPaths.newCollection(type ? `?type=${type}` : ''), label: 'New collection' }}
    >
      <MerchTabs here="collections" />
      <div className={filterStyles.filters}>
        <ChoiceFilter
          label="Type"
          param="type"
          all="All types"
          choices={COLLECTION_TYPES}
          names={COLLECTION_TYPE_NAMES}
        />
        <StateFilter all="Any state" />
        {!canMove && all && all.length > 1 && (
          <p className={styles.note}>Choose a type, in any state, to change the order.</p>
        )}
      </div>
      {order.refusal}
      <HubTable
        label="Collections"
        columns={columns}
        rows={rows}
        query={collections}
        empty={type || state ? 'No collections match.' : 'No collections yet.'}
        unsorted="Type, then position"
      />
    </HubPage>
  );
}
