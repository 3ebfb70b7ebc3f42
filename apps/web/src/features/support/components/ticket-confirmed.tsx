import { ISSUE_LABELS, type IssueType } from '@makers-pantry/domain/support';
import { Link } from 'react-router';
import { SHOP_CONTACT } from '../../../lib/shop-contact';
import { TICKET_CALL, ticketRaisedTitle } from '../support-texts';
import shared from './support-form.module.css';
import styles from './ticket-views.module.css';

/** A chat message about the ticket, to send us or anyone helping the customer. */
export function ticketShareLink(ticketId: number, type: IssueType, orderNumber: number | null) {
  const about = orderNumber === null ? '' : ` for order #${orderNumber}`;
  const text = `Makers Pantry ticket #${ticketId}: ${ISSUE_LABELS[type]}${about}`;
  return `https://wa.me/${SHOP_CONTACT.whatsappDial}?text=${encodeURIComponent(text)}`;
}

/** The confirmed ticket: its number, what happens next, Back Home and the chat share link. */
export function TicketConfirmed({
  ticketId,
  type,
  orderNumber,
}: {
  ticketId: number;
  type: IssueType;
  /** The purchase's number, as My Orders shows it. */
  orderNumber: number | null;
}) {
  return (
    <div className={styles.done} role="status">
      <h1 id="help-title" className={shared.title}>
        {ticketRaisedTitle(ticketId)}
      </h1>
      <p className={shared.lead}>{TICKET_CALL}</p>
      <div className={styles.actions}>
        <Link className="button" to="/">
          Back Home
        </Link>
        <a
          className="button button-secondary"
          href={ticketShareLink(ticketId, type, orderNumber)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp
        </a>
      </div>
    </div>
  );
}
