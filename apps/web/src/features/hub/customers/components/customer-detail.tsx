import type { HubCustomer } from '@makers-pantry/domain/hub-customers';
import type { HubOrderRow } from '@makers-pantry/domain/fulfilment';
import { formatRupees } from '@makers-pantry/domain/money';
import { useState } from 'react';
import { MessageList } from '../../messages/components/message-list';
import { HistoryList } from '../../history/components/history-list';
import { hubPaths } from '../../shell/hub-paths';
import { OrderLink } from '../../ui/order-link';
import { Badge } from '../../ui/badge';
import { Facts, InlineValue, type Fact } from '../../ui/facts';
import { dateText, momentText } from '../../ui/hub-dates';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { orderNumberColumn } from '../../ui/order-number-column';
import { orderStateColumn } from '../../ui/order-state';
import { paymentText, slotWindowText } from '../../ui/order-texts';
import { HISTORY_WORDS, issueText } from '../../tickets/ticket-texts';
import { PodDecisionModal } from './pod-decision-modal';
import styles from './customer-detail.module.css';

type Ticket = HubCustomer['tickets'][number];

/** A customer as ops see them: who, their credit, pay on delivery, orders, tickets, history. */
export function CustomerDetail({ customer }: { customer: HubCustomer }) {
  const [deciding, setDeciding] = useState(false);
  const facts: Fact[] = [
    [
      'Mobile',
      <a key="mobile" href={`tel:${customer.mobile}`}>
        {customer.mobile}
      </a>,
    ],
    ['Email', customer.email || '—'],
    ['Joined', dateText(customer.joinedAt.slice(0, 10))],
    ['Orders', customer.ordersCount],
    [
      'Credit',
      `${formatRupees(customer.credit.available)} to spend (${formatRupees(customer.credit.earned)} given in all)`,
    ],
    [
      'Pay on delivery',
      <InlineValue key="pod">
        {customer.isPodAllowed ? (
          <Badge tone="success">Allowed</Badge>
        ) : (
          <Badge tone="danger">Refused</Badge>
        )}
        {customer.podReason}
      </InlineValue>,
    ],
  ];
  return (
    <HubPage
      title={customer.name || `+91 ${customer.mobile}`}
      up={{ to: hubPaths.customers(), label: 'Customers' }}
      actions={
        <button
          type="button"
          className={customer.isPodAllowed ? 'button button-secondary' : 'button'}
          onClick={() => setDeciding(true)}
        >
          {customer.isPodAllowed ? 'Refuse pay on delivery' : 'Allow pay on delivery'}
        </button>
      }
    >
      <Facts facts={facts} />
      <h2 className={styles.subhead}>Orders</h2>
      <HubTable
        label="Orders"
        columns={ORDER_COLUMNS}
        rows={customer.orders}
        empty="No orders yet."
      />
      <h2 className={styles.subhead}>Tickets</h2>
      <HubTable
        label="Tickets"
        columns={TICKET_COLUMNS}
        rows={customer.tickets}
        empty="No tickets raised."
      />
      {deciding && <PodDecisionModal customer={customer} onClose={() => setDeciding(false)} />}
      <MessageList about="customer" id={customer.id} />
      <HistoryList type="user" id={customer.id} />
    </HubPage>
  );
}

const ORDER_COLUMNS: HubColumn<HubOrderRow>[] = [
  orderNumberColumn(),
  { key: 'placed', header: 'Placed', cell: (order) => momentText(order.placedAt) },
  { key: 'maker', header: 'Maker', cell: (order) => order.maker.storeName },
  {
    key: 'slot',
    header: 'Delivery',
    cell: (order) => `${dateText(order.slot.date)}, ${slotWindowText(order.slot)}`,
  },
  {
    key: 'amount',
    header: 'Amount',
    numeric: true,
    cell: (order) => `${formatRupees(order.netAmount)} · ${paymentText(order.paymentMethod)}`,
  },
  orderStateColumn(),
];

const TICKET_COLUMNS: HubColumn<Ticket>[] = [
  { key: 'ticket', header: 'Ticket', cell: (ticket) => <strong>#{ticket.id}</strong> },
  {
    key: 'order',
    header: 'Order',
    cell: (ticket) => (ticket.order ? <OrderLink order={ticket.order} /> : '—'),
  },
  { key: 'type', header: 'About', cell: (ticket) => issueText(ticket.type) },
  {
    key: 'status',
    header: 'State',
    cell: (ticket) =>
      ticket.status === 'resolved' ? (
        <Badge tone="success">
          Resolved
          {ticket.resolutionType
            ? `: ${HISTORY_WORDS[ticket.resolutionType] ?? ticket.resolutionType}`
            : ''}
        </Badge>
      ) : (
        <Badge tone="warning">Open</Badge>
      ),
  },
  {
    key: 'raised',
    header: 'Raised',
    cell: (ticket) => (ticket.confirmedAt ? momentText(ticket.confirmedAt) : '—'),
  },
];
