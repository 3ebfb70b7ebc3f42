import type { HubTicket } from '@makers-pantry/domain/support';
import { formatRupees } from '@makers-pantry/domain/money';
import { Link } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import { Badge } from '../../ui/badge';
import { momentText } from '../../ui/hub-dates';
import { ChoiceFilter } from '../../ui/choice-filter';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useListParams } from '../../ui/use-list-params';
import { useTickets } from '../api/tickets';
import { askedText, historyText, issueText } from '../ticket-texts';
import filterStyles from '../../ui/hub-filters.module.css';
import styles from './tickets-screen.module.css';

const TICKET_STATES = ['open', 'resolved'] as const;
const TICKET_STATE_NAMES = { open: 'Open', resolved: 'Resolved' };

/** #/hub/tickets: customers' confirmed tickets, open first by default, newest first, 50 a page. */
export function TicketsScreen() {
  const list = useListParams();
  const status = list.read('status') === 'resolved' ? 'resolved' : 'open';
  const before = list.read('before');
  const tickets = useTickets(status, before);
  const next = tickets.data?.next ?? null;
  return (
    <HubPage title="Tickets">
      <div className={filterStyles.filters}>
        <ChoiceFilter
          label="State"
          param="status"
          choices={TICKET_STATES}
          names={TICKET_STATE_NAMES}
          resets={['before']}
        />
      </div>
      <HubTable
        label="Tickets"
        columns={COLUMNS}
        rows={tickets.data?.tickets}
        query={tickets}
        empty={status === 'open' ? 'No open tickets.' : 'No resolved tickets.'}
      />
      {(next !== null || before) && (
        <p className={styles.more}>
          {before && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => list.update({ before: '' })}
            >
              Newest
            </button>
          )}{' '}
          {next !== null && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => list.update({ before: String(next) })}
            >
              Older tickets
            </button>
          )}
        </p>
      )}
    </HubPage>
  );
}

const COLUMNS: HubColumn<HubTicket>[] = [
  {
    key: 'ticket',
    header: 'Ticket',
    cell: (ticket) => <Link to={hubPaths.ticket(ticket.id)}>#{ticket.id}</Link>,
  },
  {
    key: 'raised',
    header: 'Raised',
    cell: (ticket) => (ticket.confirmedAt ? momentText(ticket.confirmedAt) : '—'),
  },
  {
    key: 'customer',
    header: 'Customer',
    cell: (ticket) =>
      `${ticket.customer.firstName || ticket.customer.mobile} · ${historyText(ticket.customer)}, ${formatRupees(ticket.customer.credit)} credit`,
  },
  {
    key: 'about',
    header: 'About',
    cell: (ticket) =>
      `${issueText(ticket.type)}${ticket.item ? `: ${ticket.item.name} (${ticket.quantity ?? ticket.item.quantity} of ${ticket.item.quantity})` : ''}`,
  },
  { key: 'asked', header: 'Asked for', cell: (ticket) => askedText(ticket.resolutionType) },
  { key: 'photos', header: 'Photos', numeric: true, cell: (ticket) => ticket.photos.length },
  {
    key: 'state',
    header: 'State',
    cell: (ticket) =>
      ticket.resolution ? (
        <Badge tone="success">Resolved: {askedText(ticket.resolution.outcome)}</Badge>
      ) : (
        <Badge tone="warning">Open</Badge>
      ),
  },
];
