import { BATCH_STATUSES } from '@makers-pantry/domain/catalog-enums';
import { EXPIRING_SOON_DAYS, type HubBatch } from '@makers-pantry/domain/hub-batches';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import { isHubSide, useHubUser } from '../../shell/hub-user';
import { Badge } from '../../ui/badge';
import { ChoiceFilter } from '../../ui/choice-filter';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useListParams } from '../../ui/use-list-params';
import { useApprovedSellers } from '../api/approved-sellers';
import { useBatchPage } from '../api/batch-page';
import { dateText, momentText } from '../../ui/hub-dates';
import {
  BATCH_STATUS_NAMES,
  expiryText,
  leftText,
  productText,
  quantityText,
  shortOrOver,
} from '../batch-texts';
import { useChosenSellers } from '../chosen-sellers';
import { BatchStatusBadge } from '../components/batch-status';
import { CreatableProducts } from '../components/creatable-products';
import { SellerPicker } from '../components/seller-picker';
import filterStyles from '../../ui/hub-filters.module.css';
import styles from './batches-screen.module.css';

/**
 * #/hub/batches: the batch page. The seller picker narrows both the list
 * and the products that can take a batch; the list's state, filters, order and page are the URL.
 */
export function BatchesScreen() {
  const list = useListParams();
  const sellers = useChosenSellers();
  const page = useBatchPage(sellers.chosen, list.params);
  const now = useMemo(() => new Date(), []);
  const columns = useMemo(() => batchColumns(now), [now]);
  const approvedSellers = useApprovedSellers().data?.approvedSellers;
  const hubSide = isHubSide(useHubUser().role);
  const status = list.read('status') ?? '';
  const expiring = list.read('expiring') === 'true';

  return (
    <HubPage
      title="Batches"
      start={{ to: hubPaths.newBatch(sellers.search), label: 'Plan a batch' }}
    >
      <div className={filterStyles.filters}>
        {/*
         * A seller has one store, its own: nothing to pick. The hub's makers come a moment after
         * the page: the picker holds its place till then, not pushing the other filters along.
         */}
        {(approvedSellers ? approvedSellers.length > 1 : hubSide) && (
          <SellerPicker
            sellers={approvedSellers ?? []}
            chosen={sellers.chosen}
            onChange={sellers.choose}
            waiting={!approvedSellers}
          />
        )}
        <ChoiceFilter
          label="State"
          param="status"
          all="All states"
          choices={BATCH_STATUSES}
          names={BATCH_STATUS_NAMES}
        />
        <label className={filterStyles.check}>
          <input
            type="checkbox"
            checked={expiring}
            onChange={(event) =>
              list.update({ expiring: event.target.checked ? 'true' : undefined })
            }
          />
          Expiring in the next {EXPIRING_SOON_DAYS} days
        </label>
      </div>
      <HubTable
        label="Batches"
        columns={columns}
        rows={page.data?.batches}
        query={page}
        empty={
          status || expiring || list.read('product')
            ? 'No batches match these filters.'
            : 'No batches yet. Plan one for a product below.'
        }
        total={page.data?.batchesCount}
        pageSize={page.data?.pageSize}
      />
      {/*
       * Below the list, so drawn once the list's rows are in (or it failed): drawn before, it was
       * pushed down the page by them.
       */}
      {(page.data || page.error) && (
        <CreatableProducts
          sellers={sellers.chosen}
          sellersSearch={sellers.search}
          narrowed={sellers.chosen.length > 0}
        />
      )}
    </HubPage>
  );
}

function batchColumns(now: Date): HubColumn<HubBatch>[] {
  return [
    {
      key: 'batch',
      header: 'Batch',
      cell: (batch) => (
        <Link to={hubPaths.batch(batch.id)} className={styles.batchLink}>
          #{batch.id}
        </Link>
      ),
    },
    {
      key: 'product',
      header: 'Product',
      sort: 'product',
      cell: (batch) => (
        <span className={styles.product}>
          {productText(batch.product)}
          <span className={styles.seller}>{batch.seller.storeName}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: 'State',
      sort: 'status',
      cell: (batch) => <BatchStatusBadge status={batch.status} />,
    },
    {
      key: 'quantity',
      header: 'Quantity',
      numeric: true,
      cell: (batch) => {
        const difference = shortOrOver(batch);
        return (
          <span className={styles.quantity}>
            {quantityText(batch)}
            {difference && <Badge tone="warning">{difference}</Badge>}
          </span>
        );
      },
    },
    {
      key: 'left',
      header: 'Left',
      numeric: true,
      cell: (batch) => leftText(batch),
    },
    {
      key: 'expectedAt',
      header: 'Expected',
      sort: 'expectedAt',
      cell: (batch) => (batch.expectedAt ? momentText(batch.expectedAt) : '—'),
    },
    {
      key: 'bestBefore',
      header: 'Best-before',
      sort: 'bestBefore',
      cell: (batch) =>
        batch.bestBefore ? (
          <span className={styles.bestBefore}>
            {dateText(batch.bestBefore)}
            {batch.expiresSoon && <Badge tone="danger">{expiryText(batch.bestBefore, now)}</Badge>}
          </span>
        ) : (
          '—'
        ),
    },
  ];
}
