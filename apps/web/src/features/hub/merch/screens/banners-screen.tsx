import type { HubBanner } from '@makers-pantry/domain/hub-merchandising';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChangeError } from '../../ui/change-error';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useListParams } from '../../ui/use-list-params';
import filterStyles from '../../ui/hub-filters.module.css';
import { editBanner, invalidateBanners, useBanners } from '../api/banners';
import { useReorder } from '../api/use-reorder';
import { MerchTabs } from '../components/merch-tabs';
import { MoveButtons } from '../components/move-buttons';
import { StateBadge } from '../components/state-badge';
import { StateFilter } from '../components/state-filter';
import { merchPaths } from '../merch-paths';
import { scheduleText } from '../merch-texts';
import styles from './merch-lists.module.css';

/**
 * #/hub/merch: the home page's banners in carousel order, each with its schedule and whether it
 * shows now; moved up and down in place. A state filter (in the URL) narrows the list; the order
 * is changed on the whole list only, where up and down mean what the shop shows.
 */
export function BannersScreen() {
  const list = useListParams();
  const state = list.read('state');
  const banners = useBanners();
  const client = useQueryClient();
  const reorder = useReorder<HubBanner>(editBanner, () => invalidateBanners(client));
  const all = banners.data?.banners;
  const rows = state ? all?.filter((banner) => banner.state === state) : all;

  const columns: HubColumn<HubBanner>[] = [
    { key: 'position', header: 'Position', numeric: true, cell: (banner) => banner.sortOrder },
    {
      key: 'picture',
      header: 'Picture',
      cell: (banner) =>
        banner.smallImage ? (
          <img className={styles.thumb} src={banner.smallImage} alt="" width={120} height={48} />
        ) : (
          <span className={styles.noThumb}>None yet</span>
        ),
    },
    {
      key: 'name',
      header: 'Banner',
      cell: (banner) => (
        <Link to={merchPaths.banner(banner.id)} className={styles.name}>
          {banner.name}
        </Link>
      ),
    },
    { key: 'link', header: 'Opens', cell: (banner) => <code>{banner.redirectUrl}</code> },
    { key: 'schedule', header: 'Schedule', cell: scheduleText },
    { key: 'state', header: 'State', cell: (banner) => <StateBadge state={banner.state} /> },
    ...(state
      ? []
      : [
          {
            key: 'order',
            header: 'Order',
            cell: (banner: HubBanner) => (
              <MoveButtons
                name={banner.name}
                index={all!.indexOf(banner)}
                count={all!.length}
                busy={reorder.isPending || banners.isFetching}
                onMove={(to) => reorder.mutate({ rows: all!, from: all!.indexOf(banner), to })}
              />
            ),
          },
        ]),
  ];

  return (
    <HubPage title="Merchandising" start={{ to: merchPaths.newBanner, label: 'New banner' }}>
      <MerchTabs here="banners" />
      <div className={filterStyles.filters}>
        <StateFilter all="All banners" />
        {state && <p className={styles.note}>Show all banners to change their order.</p>}
      </div>
      <ChangeError
        error={reorder.error}
        onReload={() => {
          reorder.reset();
          void banners.refetch();
        }}
      />
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
