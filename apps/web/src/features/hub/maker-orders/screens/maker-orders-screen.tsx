import { deliveryDayLabel, istTime, isQuick } from '@makers-pantry/domain/delivery-time';
import type {
  MakerOrders,
  MakerOrderSlot,
  MakerTicket,
  ProductToMake,
} from '@makers-pantry/domain/hub-maker-orders';
import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { useMakers } from '../../makers/api/makers';
import { Badge } from '../../ui/badge';
import { dateText, momentText } from '../../ui/hub-dates';
import { HubOutline } from '../../ui/hub-outline';
import { HubPage } from '../../ui/hub-page';
import { useMakerOrders, useMakerTickets } from '../api/maker-orders';
import styles from './maker-orders-screen.module.css';

const sizeOf = (product: Pick<ProductToMake, 'packageSize' | 'measurementUnit'>) =>
  `${product.packageSize} ${product.measurementUnit}`;

const ordersText = (count: number) => `${count} order${count === 1 ? '' : 's'}`;

function slotWindow(slot: MakerOrderSlot) {
  if (isQuick(slot)) return 'Quick delivery';
  return `${istTime(new Date(slot.startDatetime))} to ${istTime(new Date(slot.endDatetime))}`;
}

/** Products and units, as a short list a maker reads at the stove. */
function ProductLines({ products }: { products: ProductToMake[] }) {
  return (
    <ul className={styles.lines}>
      {products.map((product) => (
        <li key={product.productId} className={styles.line}>
          <span>
            {product.name} <span className={styles.size}>{sizeOf(product)}</span>
          </span>
          <strong className={styles.units}>× {product.units}</strong>
        </li>
      ))}
    </ul>
  );
}

function Day({ day, now }: { day: MakerOrders['days'][number]; now: Date }) {
  const label = deliveryDayLabel(day.date, now);
  const title = label === dateText(day.date) ? label : `${label}, ${dateText(day.date)}`;
  return (
    <section className={styles.day} aria-label={title}>
      <h2 className={styles.dayTitle}>{title}</h2>
      {day.slots.length === 0 ? (
        <p className={styles.none}>No orders yet.</p>
      ) : (
        <>
          <div className={styles.total}>
            <h3 className={styles.subTitle}>To make for the day</h3>
            <ProductLines products={day.products} />
          </div>
          {day.slots.map((slot) => (
            <div key={slot.id} className={styles.slot}>
              <h3 className={styles.subTitle}>
                {slotWindow(slot)} · {ordersText(slot.orders)}
              </h3>
              <ProductLines products={slot.products} />
            </div>
          ))}
        </>
      )}
    </section>
  );
}

function Ticket({ ticket }: { ticket: MakerTicket }) {
  return (
    <li className={styles.ticket}>
      <div className={styles.ticketHead}>
        <strong>{ticket.typeText}</strong>
        {ticket.status === 'open' ? (
          <Badge tone="warning">Open</Badge>
        ) : (
          <Badge tone="success">Resolved</Badge>
        )}
      </div>
      <p className={styles.meta}>
        {ticket.product.name} {sizeOf(ticket.product)} · delivered {dateText(ticket.deliveryDate)}
        {ticket.quantity !== null && ` · ${ticket.quantity} affected`} · raised{' '}
        {momentText(ticket.raisedAt)}
      </p>
      {ticket.description && <p className={styles.words}>“{ticket.description}”</p>}
      {ticket.resolutionText && <p className={styles.meta}>{ticket.resolutionText}.</p>}
    </li>
  );
}

/**
 * #/hub/my-orders (sellers): what to prepare for today and the next two days, by slot and in all,
 * and the tickets customers raised about the maker's products. The hub delivers: no customer's
 * name, address or mobile is here (the API does not send them).
 */
export function MakerOrdersScreen() {
  const makers = useMakers();
  const makerId = makers.data?.[0]?.id;
  const orders = useMakerOrders(makerId);
  const tickets = useMakerTickets(makerId);
  const error = makers.error ?? orders.error;
  if (error) return <ApiErrorView error={error} />;
  if (!orders.data) return <HubOutline />;
  const now = new Date();
  return (
    <HubPage title="Orders to prepare">
      <p className={styles.intro}>
        Confirmed orders of {orders.data.maker.storeName}, by delivery slot. Bring them to the hub
        before each slot; the hub packs and delivers them.
      </p>
      {orders.data.days.map((day) => (
        <Day key={day.date} day={day} now={now} />
      ))}
      <section className={styles.day} aria-labelledby="maker-tickets">
        <h2 id="maker-tickets" className={styles.dayTitle}>
          Tickets about your products
        </h2>
        {tickets.error && <ApiErrorView error={tickets.error} />}
        {tickets.data &&
          (tickets.data.tickets.length === 0 ? (
            <p className={styles.none}>No customer has raised a ticket about your products.</p>
          ) : (
            <ul className={styles.tickets}>
              {tickets.data.tickets.map((ticket) => (
                <Ticket key={ticket.id} ticket={ticket} />
              ))}
            </ul>
          ))}
      </section>
    </HubPage>
  );
}
