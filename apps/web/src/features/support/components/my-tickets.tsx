import { TicketAnswers } from '../../../components/ui/ticket-answer';
import { useMyTickets } from '../api/help-tickets';
import styles from './ticket-views.module.css';

/**
 * Help's list of the customer's tickets, newest first, each with our answer once resolved (a
 * replacement, credit or nothing, and the team's note). Nothing is shown before the first ticket.
 */
export function MyTickets() {
  const tickets = useMyTickets(true);
  if (!tickets.data || tickets.data.length === 0) return null;
  return (
    <section className={styles.myTickets} aria-labelledby="my-tickets-title">
      <h2 id="my-tickets-title" className={styles.myTicketsTitle}>
        Your tickets
      </h2>
      <TicketAnswers tickets={tickets.data} className={styles.myTicketsList} />
    </section>
  );
}
