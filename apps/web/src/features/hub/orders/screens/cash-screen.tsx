import type { CashRun } from '@makers-pantry/domain/hub-cash';
import { istDate } from '@makers-pantry/domain/delivery-time';
import { formatRupees } from '@makers-pantry/domain/money';
import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { toast } from '../../../../lib/toast';
import { RecordById } from '../../ui/record-page';
import { hubPaths } from '../../shell/hub-paths';
import { Badge } from '../../ui/badge';
import { Facts, InlineValue } from '../../ui/facts';
import { dateText, momentText } from '../../ui/hub-dates';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useCashRun } from '../api/cash-run';
import { useCashCollected } from '../api/order-moves';
import { CountForm } from '../components/count-form';
import { ORDER_STATE_NAMES, slotWindowText } from '../../ui/order-texts';
import styles from './cash-screen.module.css';

type RunOrder = CashRun['orders'][number];

/**
 * #/hub/orders/cash/:slot: a delivery run's cash on delivery (issue 26 section 2): what should
 * come back, what was recorded at each door, what was counted at the hub, and every difference.
 */
export const CashScreen = () => <RecordById param="slot" Page={CashRunPage} />;

function CashRunPage({ id: slot }: { id: number }) {
  const run = useCashRun(slot);
  const data = run.data;
  const title = data
    ? `Cash of ${slotWindowText(data.slot)}, ${dateText(data.slot.date)}`
    : 'Cash of a delivery run';
  const day = data?.slot.date ?? istDate(new Date());
  return (
    <HubPage
      title={title}
      up={{ to: hubPaths.orders(`?date=${day}&slot=${slot}`), label: 'Orders' }}
      actions={
        data &&
        (data.isSettled ? (
          <Badge tone="success">Settled</Badge>
        ) : (
          <Badge tone="warning">To chase</Badge>
        ))
      }
    >
      {run.error ? (
        <ApiErrorView error={run.error} />
      ) : (
        data && (
          <>
            <div className={styles.summary}>
              <Facts
                facts={[
                  ['Expected', formatRupees(data.expected)],
                  ['Collected at the door', formatRupees(data.collected)],
                  ['Not yet collected', formatRupees(data.notCollected)],
                  [
                    'Counted at the hub',
                    data.handover ? (
                      <InlineValue>
                        {formatRupees(data.handover.counted)}
                        {data.handover.difference !== 0 && (
                          <Badge tone="danger">
                            {data.handover.difference < 0
                              ? `${formatRupees(-data.handover.difference)} short`
                              : `${formatRupees(data.handover.difference)} over`}
                          </Badge>
                        )}
                      </InlineValue>
                    ) : (
                      'Not counted yet'
                    ),
                  ],
                ]}
              />
            </div>
            {data.problems.length > 0 && (
              <ul className={styles.problems} aria-label="Differences">
                {data.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
            <HubTable
              label="Orders of the run"
              columns={COLUMNS}
              rows={data.orders}
              query={{ isFetching: run.isFetching }}
              empty="No order of this slot has cash to collect."
            />
            <CountForm
              key={data.handover?.version ?? 0}
              run={data}
              reload={() => void run.refetch()}
            />
          </>
        )
      )}
    </HubPage>
  );
}

const COLUMNS: HubColumn<RunOrder>[] = [
  { key: 'order', header: 'Order', cell: (order) => <strong>{order.number}</strong> },
  {
    key: 'customer',
    header: 'Customer',
    cell: (order) => `${order.customer.name}, ${order.area}`,
  },
  { key: 'state', header: 'State', cell: (order) => ORDER_STATE_NAMES[order.status] },
  {
    key: 'toCollect',
    header: 'To collect',
    numeric: true,
    cell: (order) => formatRupees(order.toCollect),
  },
  {
    key: 'collected',
    header: 'Collected',
    cell: (order) =>
      order.collectedAt ? (
        // The amount first: a part payment reads as less than 'To collect' beside it.
        `${formatRupees(order.collected ?? order.toCollect)}, ${momentText(order.collectedAt)}`
      ) : (
        <CollectButton order={order} />
      ),
  },
  {
    key: 'flag',
    header: 'Difference',
    cell: (order) =>
      order.flagText ? (
        <Badge tone={order.flag === 'short' ? 'danger' : 'warning'}>{order.flagText}</Badge>
      ) : (
        '—'
      ),
  },
];

/** Cash recorded after the fact, as at the door: only for an order that has left the hub. */
function CollectButton({ order }: { order: RunOrder }) {
  const cash = useCashCollected();
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={cash.isPending}
      aria-label={`Cash collected: ${formatRupees(order.toCollect)} for order ${order.number}`}
      onClick={() =>
        cash.mutate(
          { id: order.id, number: order.number, version: order.version },
          {
            onSuccess: ({ detail }) => toast.success(detail),
            onError: (error) => toast.error(error.detail),
          },
        )
      }
    >
      Cash collected
    </button>
  );
}
