import {
  ISSUE_LABELS,
  resolutionHeadline,
  type IssueType,
  type TicketResolution,
} from '@makers-pantry/domain/support';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import styles from './ticket-answer.module.css';

/** What the customer reads while a ticket is open. */
export const TICKET_OPEN_TEXT = 'We are looking into this and will get back to you.';

/** What a ticket's answer is drawn from. */
interface AnsweredTicket {
  id: number;
  type: string;
  itemName: string | null;
  status: 'open' | 'resolved';
  resolution: TicketResolution | null;
}

/**
 * One of the customer's tickets with our answer (decision 029): on Help's list and under the order
 * in My Orders. A resolved ticket says what was done (replacement, credit or nothing) and the note
 * ops wrote; an open one that we are on it.
 */
export function TicketAnswer({
  ticket,
  orderPath = paths.order,
}: {
  /** Where an order's link leads: the shop's order page, or the hub's for ops. */
  orderPath?: (orderId: number) => string;
  ticket: AnsweredTicket;
}) {
  const label = ISSUE_LABELS[ticket.type as IssueType] ?? ticket.type;
  const { resolution } = ticket;
  return (
    <div className={`${styles.answer} ${resolution ? styles.resolved : ''}`}>
      <p className={styles.title}>
        Ticket #{ticket.id}: {label}
        {ticket.itemName ? ` (${ticket.itemName})` : ''}
      </p>
      {resolution ? (
        <>
          <p className={styles.headline}>
            {resolutionHeadline(resolution)}
            {resolution.replacementOrderId !== null && (
              <>
                {' '}
                <Link to={orderPath(resolution.replacementOrderId)}>See the replacement</Link>
              </>
            )}
          </p>
          <p className={styles.note}>{resolution.note}</p>
        </>
      ) : (
        <p className={styles.note}>{TICKET_OPEN_TEXT}</p>
      )}
    </div>
  );
}

/** The customer's tickets, each with our answer: Help's list and an order's in My Orders. */
export function TicketAnswers({
  tickets,
  className,
  label,
}: {
  tickets: readonly AnsweredTicket[];
  className: string | undefined;
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <TicketAnswer ticket={ticket} />
        </li>
      ))}
    </ul>
  );
}
