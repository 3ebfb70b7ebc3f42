import { hubOrderNoteSchema, type HubOrderPage } from '@makers-pantry/domain/hub-order-page';
import { calendarDateText } from '@makers-pantry/domain/batch-dates';
import { formatRupees } from '@makers-pantry/domain/money';
import { PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { toast } from '../../../../lib/toast';
import { HistoryList } from '../../history/components/history-list';
import { MessageList } from '../../messages/components/message-list';
import { RecordById } from '../../ui/record-page';
import { hubPaths } from '../../shell/hub-paths';
import { Badge } from '../../ui/badge';
import { Facts, InlineValue, type Fact } from '../../ui/facts';
import { dateText, momentText } from '../../ui/hub-dates';
import { HubPage } from '../../ui/hub-page';
import { TitledSection } from '../../ui/titled-section';
import { useHubForm } from '../../ui/use-hub-form';
import { problemAt } from '../../../../lib/form-boxes';
import { OrderStateBadge } from '../../ui/order-state';
import { ORDER_STATE_NAMES, paymentText, slotWindowText } from '../../ui/order-texts';
import { useAddNote, useOrderPage } from '../api/order-page';
import { CancelOrderModal } from '../components/cancel-order-modal';
import { OrderSteps } from '../components/order-steps';
import { MoveToSlot } from '../components/move-to-slot';
import { cashShort } from '../delivery-outcomes';
import styles from './order-screen.module.css';

/**
 * #/hub/orders/:orderId: one order for ops (issue 38 §3): by the customer's number, its items
 * with the batches they were sent from, the address, payment and refund, every event of its
 * history, tickets, internal notes, and the steps its state allows.
 */
export const OrderScreen = () => <RecordById param="orderId" Page={OrderPage} />;

function OrderPage({ id }: { id: number }) {
  const page = useOrderPage(id);
  const [cancelling, setCancelling] = useState(false);
  const data = page.data;
  const order = data?.order;
  return (
    <HubPage
      title={order ? `Order ${order.number}` : 'Order'}
      up={{
        to: hubPaths.orders(order ? `?date=${order.slot.date}&slot=${order.slot.id}` : ''),
        label: 'Orders',
      }}
      actions={order && <OrderStateBadge status={order.status} />}
    >
      {page.error ? (
        <ApiErrorView error={page.error} />
      ) : (
        data &&
        order && (
          <>
            <OrderSteps page={data} onCancel={() => setCancelling(true)} />
            <Facts
              facts={[
                ['Customer', `${data.address.name}, ${data.address.mobile}`],
                ['Address', data.address.lines.join(', ')],
                ['Maker', order.maker.storeName],
                ['Slot', `${dateText(order.slot.date)}, ${slotWindowText(order.slot)}`],
                ['Placed', momentText(order.placedAt)],
                [
                  'Payment',
                  `${paymentText(order.paymentMethod)}, ${formatRupees(order.netAmount)}`,
                ],
                ...cashFacts(data),
                [
                  'Refund',
                  data.refund
                    ? `${formatRupees(data.refund.amount)}, ${data.refund.status}`
                    : 'None',
                ],
                ['Internal id', `${order.id} (checkout ${order.paymentId})`],
              ]}
            />
            <MoveToSlot key={data.version} page={data} />
            {data.cancelReason && (
              <p className={styles.cancelled}>Cancelled: {data.cancelReason}</p>
            )}
            <Items items={data.items} />
            <Timeline events={data.events} />
            <NoteForm id={id} />
            <MessageList about="order" id={id} />
            {data.tickets.length > 0 && (
              <TitledSection title="Tickets" titleClassName={styles.subhead}>
                <ul className={styles.list}>
                  {data.tickets.map((ticket) => (
                    <li key={ticket.id}>
                      <Link to={hubPaths.ticket(ticket.id)}>Ticket #{ticket.id}</Link>:{' '}
                      {ticket.type}, {ticket.status}
                    </li>
                  ))}
                </ul>
              </TitledSection>
            )}
            <HistoryList type="order" id={id} />
            {cancelling && <CancelOrderModal order={order} onClose={() => setCancelling(false)} />}
          </>
        )
      )}
    </HubPage>
  );
}

/** Pay on delivery: what was taken at the door, the shortfall flagged (issue 38 §6). */
function cashFacts(page: HubOrderPage): Fact[] {
  if (page.order.paymentMethod !== PAYMENT_METHOD.POD) return [];
  const due = page.order.podCollection.toCollect;
  if (page.cashCollected === null) return [['Cash at the door', `${formatRupees(due)} to collect`]];
  const short = cashShort(due, page.cashCollected);
  return [
    [
      'Cash at the door',
      <InlineValue key="cash">
        {formatRupees(page.cashCollected)} of {formatRupees(due)}
        {short > 0 && <Badge tone="danger">{formatRupees(short)} short</Badge>}
      </InlineValue>,
    ],
  ];
}

function Items({ items }: { items: HubOrderPage['items'] }) {
  return (
    <TitledSection title="Items" titleClassName={styles.subhead}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <strong>
              {item.quantity} × {item.productName}
            </strong>{' '}
            ({item.packageSize} {item.measurementUnit}), {formatRupees(item.price * item.quantity)}
            {item.batches.length > 0 && (
              <ul className={styles.batches}>
                {item.batches.map((batch) => (
                  <li key={batch.batchId}>
                    <Link to={hubPaths.batch(batch.batchId)}>Batch #{batch.batchId}</Link>:{' '}
                    {batch.quantity}
                    {batch.bestBefore ? `, best before ${calendarDateText(batch.bestBefore)}` : ''}
                    {batch.isReturned ? ' (given back)' : ''}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function Timeline({ events }: { events: HubOrderPage['events'] }) {
  return (
    <TitledSection title="Timeline" titleClassName={styles.subhead}>
      {events.length === 0 ? (
        <p className={styles.muted}>Nothing recorded yet.</p>
      ) : (
        <ol className={styles.list}>
          {events.map((event, index) => (
            <li key={index}>
              <strong>{momentText(event.at)}</strong>:{' '}
              {event.fromStatus === event.toStatus
                ? event.isForCustomer
                  ? 'Note to the customer'
                  : 'Internal note'
                : (ORDER_STATE_NAMES[event.toStatus] ?? event.toStatus)}
              {' by '}
              {event.actorName ?? event.actor}
              {event.note && <span className={styles.note}>{event.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </TitledSection>
  );
}

/** An internal note: the customer never sees it, so it is written for colleagues. */
function NoteForm({ id }: { id: number }) {
  const add = useAddNote(id);
  const form = useHubForm({
    schema: hubOrderNoteSchema,
    defaultValues: { note: '' },
    request: (boxes: { note: string }) => boxes,
  });
  const problem = problemAt(form.formState.errors, 'note');
  const submit = form.handleSubmit((note) =>
    add.mutate(note, {
      onSuccess: () => {
        form.reset();
        toast.success('Note added.');
      },
    }),
  );
  return (
    <form className={styles.noteForm} onSubmit={(event) => void submit(event)}>
      <label className={styles.noteLabel}>
        <span>Internal note (the customer never sees it)</span>
        <textarea
          rows={2}
          maxLength={500}
          aria-invalid={problem ? true : undefined}
          {...form.register('note')}
        />
      </label>
      {(problem || add.error) && (
        <p className={styles.problem} role="alert">
          {problem ?? add.error?.detail}
        </p>
      )}
      <button type="submit" className="button button-secondary" disabled={add.isPending}>
        Add the note
      </button>
    </form>
  );
}
