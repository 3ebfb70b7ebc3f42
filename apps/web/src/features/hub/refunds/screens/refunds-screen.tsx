import type { HubRefundRow } from '@makers-pantry/domain/hub-refunds';
import { formatRupees } from '@makers-pantry/domain/money';
import { toast } from '../../../../lib/toast';
import { OrderLink } from '../../ui/order-link';
import { Badge } from '../../ui/badge';
import { momentText } from '../../ui/hub-dates';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useRefunds, useRetryRefunds } from '../api/refunds';

/**
 * #/hub/refunds: refunds not yet done (issue 26 section 3). The background retry keeps asking
 * the gateway for unsent ones; those that kept failing, or that the provider failed, need
 * someone and come first. Ops can ask the gateway again now.
 */
export function RefundsScreen() {
  const refunds = useRefunds();
  const retry = useRetryRefunds();
  const unsent = refunds.data?.refunds.some((refund) => !refund.sentToProvider) ?? false;
  return (
    <HubPage
      title="Refunds"
      actions={
        unsent && (
          <button
            type="button"
            className="button"
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(undefined, {
                onSuccess: ({ sent }) =>
                  toast.success(
                    sent === 1
                      ? '1 refund sent to the gateway.'
                      : `${sent} refunds sent to the gateway.`,
                  ),
                onError: (error) => toast.error(error.detail),
              })
            }
          >
            {retry.isPending ? 'Asking…' : 'Ask the gateway now'}
          </button>
        )
      }
    >
      <HubTable
        label="Refunds"
        columns={COLUMNS}
        rows={refunds.data?.refunds}
        query={refunds}
        empty="No refund is waiting: every one has reached the customer's bank."
      />
    </HubPage>
  );
}

/** Where a refund stands, in the words of the person who has to act on it. */
function standing(refund: HubRefundRow) {
  if (refund.needsAttention) return <Badge tone="danger">Needs attention</Badge>;
  if (refund.status === 'failed') return <Badge tone="danger">Failed</Badge>;
  if (refund.sentToProvider) return <Badge tone="info">With the gateway</Badge>;
  return <Badge tone="warning">Waiting to be sent</Badge>;
}

const COLUMNS: HubColumn<HubRefundRow>[] = [
  { key: 'refund', header: 'Refund', cell: (refund) => <strong>#{refund.id}</strong> },
  {
    key: 'for',
    header: 'For',
    cell: (refund) =>
      refund.order ? (
        <>
          Order <OrderLink order={refund.order} /> (purchase #{refund.paymentId})
        </>
      ) : (
        `A payment not kept (purchase #${refund.paymentId})`
      ),
  },
  { key: 'amount', header: 'Amount', numeric: true, cell: (refund) => formatRupees(refund.amount) },
  { key: 'state', header: 'State', cell: standing },
  {
    key: 'tries',
    header: 'Tries',
    cell: (refund) =>
      refund.failedAttempts === 0
        ? '—'
        : `${refund.failedAttempts} failed${refund.nextAttemptAt ? `, next ${momentText(refund.nextAttemptAt)}` : ''}`,
  },
  { key: 'error', header: 'Last error', cell: (refund) => refund.lastError ?? '—' },
  { key: 'booked', header: 'Booked', cell: (refund) => momentText(refund.bookedAt) },
];
