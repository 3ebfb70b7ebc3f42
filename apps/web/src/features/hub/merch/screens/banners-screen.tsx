import type { HubBanner } from '@makers-pantry/domain/hub-merchandising';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useListParams } from '../../ui/use-list-params';
import filterStyles from '../../ui/hub-filters.module.css';
import { editBanner, invalidateBanners, useBanners } from '../api/banners';
import { MerchTabs } from '../components/merch-tabs';
import { StateBadge } from '../components/state-badge';
import { StateFilter } from '../components/state-filter';
import { merchPaths } from '../merch-paths';
import { scheduleText } from '../merch-texts';
import styles from './merch-lists.module.css';
import { nameColumn, pictureColumn, positionColumn, usePlacedOrder } from './placed-columns';

/**
 * #/hub/merch: the home page's banners in carousel order, each with its schedule and whether it
 * shows now; moved up and down in place. A state filter (in the URL) narrows the list; the order
 * is changed on the whole list only, where up and down mean what the shop shows.
 */
export function BannersScreen() {
  const list = useListParams();
  const state = list.read('state');
  const banners = useBanners();
  const all = banners.data?.banners;
  const order = usePlacedOrder(all, banners, editBanner, invalidateBanners);
  const rows = state ? all?.filter((banner) => banner.state === state) : all;

  const columns: HubColumn<HubBanner>[] = [
    positionColumn(),
    pictureColumn('picture', 'Picture', {
      src: (banner) => banner.smallImage,
      className: styles.thumb,
      width: 120,
    }),
    nameColumn('Banner', merchPaths.banner),
    { key: 'link', header: 'Opens', cell: (banner) => <code>{banner.redirectUrl}</code> },
    { key: 'schedule', header: 'Schedule', cell: scheduleText },
    { key: 'state', header: 'State', cell: (banner) => <StateBadge state={banner.state} /> },
    ...(state ? [] : [order.column]),
  ];

  return (
    <HubPage title="Merchandising" start={{ to: merchPaths.newBanner, label: 'New banner' }}>
      <MerchTabs here="banners" />
      <div className={filterStyles.filters}>
        <StateFilter all="All banners" />
        {state && <p className={styles.note}>Show all banners to change their order.</p>}
      </div>
      {order.refusal}
      <HubTable
        label="Banners"
        columns={columns}
        rows={rows}
        query={banners}
        empty={state ? 'No banners in this state.' : 'No banners yet.'}
        unsorted="Carousel order"
      />
    </HubPage>
  );
}
