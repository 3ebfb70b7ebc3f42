import {
  ticketResolveRequestSchema,
  type HubTicket,
  type ResolutionType,
} from '@makers-pantry/domain/support';
import { formatRupees } from '@makers-pantry/domain/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { NotFound } from '../../../../components/ui/not-found';
import { TicketAnswer } from '../../../../components/ui/ticket-answer';
import { toast } from '../../../../lib/toast';
import { HistoryList } from '../../history/components/history-list';
import { RecordById, RecordWaiting } from '../../ui/record-page';
import { hubPaths } from '../../shell/hub-paths';
import { Facts, type Fact } from '../../ui/facts';
import { momentText } from '../../ui/hub-dates';
import { HubPage } from '../../ui/hub-page';
import { ReasonField } from '../../ui/reason-field';
import { useReasonForm } from '../../ui/use-reason-form';
import { usePrivatePhoto, useResolveTicket, useTicket } from '../api/tickets';
import {
  askedText,
  HISTORY_WORDS,
  historyText,
  issueText,
  OUTCOME_NAMES,
  OUTCOMES,
} from '../ticket-texts';
import { SubmitButton } from '../../ui/submit-button';
import styles from './ticket-screen.module.css';

/** #/hub/tickets/:id: one ticket with its photos, order, item and customer, and its resolution. */
export const TicketScreen = () => <RecordById Page={TicketById} />;

function TicketById({ id }: { id: number }) {
  const ticket = useTicket(id);
  if (ticket.data) return <TicketPage ticket={ticket.data} />;
  if (ticket.error?.status === 404) return <NotFound />;
  return <RecordWaiting title={`Ticket #${id}`} error={ticket.error} loading={<p>Loading…</p>} />;
}

function TicketPage({ ticket }: { ticket: HubTicket }) {
  const { customer, item, order } = ticket;
  const facts: Fact[] = [
    ['About', issueText(ticket.type)],
    ['Raised', ticket.confirmedAt ? momentText(ticket.confirmedAt) : '—'],
    [
      'Customer',
      `${customer.firstName || '—'}, +91 ${customer.mobile}: ${historyText(customer)}, ${formatRupees(customer.credit)} credit to spend`,
    ],
    [
      'Order',
      order ? (
        // The number the customer reads out on the phone, opening the hub's page of the order.
        // One run of text, so a phone wraps it as a sentence (not ', placed' on a line of its own).
        <span key="order">
          <Link to={hubPaths.order(order.id)}>Order {order.number}</Link>, placed{' '}
          {momentText(order.placedAt)}
        </span>
      ) : (
        '—'
      ),
    ],
    [
      'Item',
      item
        ? `${item.name}: ${ticket.quantity ?? item.quantity} of ${item.quantity} reported at ${formatRupees(item.price)} each; ${formatRupees(item.credited)} credited${item.replaced > 0 ? ` and ${item.replaced} replaced` : ''} so far`
        : '—',
    ],
    ['Asked for', askedText(ticket.resolutionType)],
  ];
  return (
    <HubPage title={`Ticket #${ticket.id}`} up={{ to: hubPaths.tickets(), label: 'Tickets' }}>
      <Facts facts={facts} />
      <h2 className={styles.subhead}>What the customer wrote</h2>
      <p className={styles.description}>{ticket.description || '—'}</p>
      {ticket.photos.length > 0 && (
        <>
          <h2 className={styles.subhead}>Photos</h2>
          <ul className={styles.photos}>
            {ticket.photos.map((photo, index) => (
              <li key={photo.id}>
                <Photo url={photo.url} alt={`Photo ${index + 1} of ticket #${ticket.id}`} />
              </li>
            ))}
          </ul>
        </>
      )}
      <h2 className={styles.subhead}>Resolution</h2>
      {ticket.resolution ? (
        <div className={styles.answer}>
          <TicketAnswer
            orderPath={hubPaths.order}
            ticket={{
              id: ticket.id,
              type: ticket.type,
              itemName: item?.name ?? null,
              status: ticket.status,
              resolution: ticket.resolution,
            }}
          />
        </div>
      ) : (
        <ResolveForm ticket={ticket} />
      )}
      <HistoryList type="ticket" id={ticket.id} words={HISTORY_WORDS} />
    </HubPage>
  );
}

/**
 * A customer's photo large enough to see the damage, and a link to it at full size in a new tab
 * (a 160 px square hid the insects a ticket was about).
 */
function Photo({ url, alt }: { url: string; alt: string }) {
  const src = usePrivatePhoto(url);
  return src ? (
    <a className={styles.photoLink} href={src} target="_blank" rel="noopener noreferrer">
      <img className={styles.photo} src={src} alt={alt} />
      <span>Open full size</span>
    </a>
  ) : (
    <div className={styles.photo} role="img" aria-label={`${alt} (loading)`} />
  );
}

/** Ops choose the outcome (the customer's wish first) and write the note the customer reads. */
function ResolveForm({ ticket }: { ticket: HubTicket }) {
  const resolve = useResolveTicket(ticket.id);
  const asked = OUTCOMES.find((outcome) => outcome === ticket.resolutionType);
  const [outcome, setOutcome] = useState<ResolutionType>(
    ticket.item ? (asked ?? 'DISCOUNT') : 'NOTHING',
  );
  const note = useReasonForm(
    ticketResolveRequestSchema,
    (text) => ({ version: ticket.version, outcome, note: text }),
    (resolution) =>
      resolve.mutate(resolution, {
        onSuccess: ({ creditAmount }) =>
          toast.success(
            resolution.outcome === 'DISCOUNT'
              ? `Ticket #${ticket.id} resolved: ${formatRupees(creditAmount)} credit given.`
              : `Ticket #${ticket.id} resolved.`,
          ),
      }),
  );
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        note.submit();
      }}
    >
      <fieldset className={styles.outcomes}>
        <legend>
          <strong>Outcome</strong>
        </legend>
        {OUTCOMES.map((value) => (
          <label key={value} className={styles.outcome}>
            <input
              type="radio"
              name="outcome"
              value={value}
              checked={outcome === value}
              disabled={value !== 'NOTHING' && !ticket.item}
              onChange={() => setOutcome(value)}
            />
            {OUTCOME_NAMES[value]}
          </label>
        ))}
      </fieldset>
      <ReasonField label="Note to the customer (shown on Help and My Orders)" {...note.field} />
      {resolve.error && <ErrorAlert detail={resolve.error.detail} />}
      <div>
        <SubmitButton change={resolve} busy="Resolving…">
          Resolve ticket
        </SubmitButton>
      </div>
    </form>
  );
}
