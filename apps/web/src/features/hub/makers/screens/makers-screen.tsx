import { MAKER_STATES, type HubMaker } from '@makers-pantry/domain/hub-makers';
import { Link } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import { Badge } from '../../ui/badge';
import { dayText } from '../../ui/hub-dates';
import { ChoiceFilter } from '../../ui/choice-filter';
import { FindBox } from '../../ui/find-box';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { pageLocally, sortedLocally } from '../../ui/local-list';
import { useListParams } from '../../ui/use-list-params';
import { useMakers } from '../api/makers';
import { MAKER_STATE_NAMES, MAKER_STATE_TONES, MAKERS_PAGE_SIZE } from '../maker-texts';
import filterStyles from '../../ui/hub-filters.module.css';
import styles from './makers-screen.module.css';

const columns: HubColumn<HubMaker>[] = [
  {
    key: 'storeName',
    header: 'Store',
    sort: 'storeName',
    cell: (maker) => (
      <Link to={hubPaths.maker(maker.id)} className={styles.store}>
        {maker.storeName}
      </Link>
    ),
  },
  {
    key: 'state',
    header: 'State',
    sort: 'state',
    cell: (maker) => (
      <Badge tone={MAKER_STATE_TONES[maker.state]}>{MAKER_STATE_NAMES[maker.state]}</Badge>
    ),
  },
  {
    key: 'owner',
    header: 'Owner',
    cell: (maker) =>
      maker.owner ? (
        <span className={styles.owner}>
          {maker.owner.name}
          <span className={styles.mobile}>+91 {maker.owner.mobile}</span>
        </span>
      ) : (
        '—'
      ),
  },
  { key: 'category', header: 'Category', cell: (maker) => maker.categoryTag },
  {
    key: 'products',
    header: 'Products',
    sort: 'products',
    numeric: true,
    cell: (maker) => maker.productsCount,
  },
  {
    key: 'createdAt',
    header: 'Joined',
    sort: 'createdAt',
    cell: (maker) => dayText(maker.createdAt),
  },
];

const sortValues = {
  storeName: (maker: HubMaker) => maker.storeName,
  state: (maker: HubMaker) => MAKER_STATE_NAMES[maker.state],
  products: (maker: HubMaker) => maker.productsCount,
  createdAt: (maker: HubMaker) => Date.parse(maker.createdAt),
};

/** #/hub/makers (ops): every maker, by state and words, each opening its store and history. */
export function MakersScreen() {
  const list = useListParams();
  const state = list.read('state') ?? '';
  const q = list.read('q') ?? '';
  const makers = useMakers({ state, q });
  const sorted = makers.data && sortedLocally(makers.data, list.read('sort'), sortValues);

  return (
    <HubPage title="Makers" start={{ to: hubPaths.newMaker, label: 'New maker' }}>
      <div className={filterStyles.filters}>
        <FindBox label="Find a maker" placeholder="Store name" />
        <ChoiceFilter
          label="State"
          param="state"
          all="All states"
          choices={MAKER_STATES}
          names={MAKER_STATE_NAMES}
        />
      </div>
      <HubTable
        label="Makers"
        columns={columns}
        rows={sorted && pageLocally(sorted, list.page, MAKERS_PAGE_SIZE)}
        query={makers}
        empty={state || q ? 'No makers match these filters.' : 'No makers yet.'}
        unsorted="Store name"
        total={sorted?.length}
        pageSize={MAKERS_PAGE_SIZE}
      />
    </HubPage>
  );
}
