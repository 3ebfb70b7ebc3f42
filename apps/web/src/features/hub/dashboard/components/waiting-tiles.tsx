import type { HubDashboard } from '@makers-pantry/domain/hub-dashboard';
import { formatRupees } from '@makers-pantry/domain/money';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useFailedMessages } from '../../messages/api/messages';
import { hubPaths } from '../../shell/hub-paths';
import { Badge } from '../../ui/badge';
import { dateText, momentText } from '../../ui/hub-dates';
import styles from './waiting-tiles.module.css';

/** The refunds list has no helper in hubPaths yet: its address, as hub-areas names it. */
const REFUNDS = `${hubPaths.home}/refunds`;

/** What waits for someone now, whatever day is shown: each tile links to the list behind it. */
export function WaitingTiles({ day }: { day: HubDashboard }) {
  const { lowStock, expiringBatches, tickets, refunds } = day;
  const failedMessages = useFailedMessages().data?.failed;
  return (
    <div className={styles.tiles}>
      <Tile
        title="Stock running low"
        figure={lowStock.count}
        what={`products on sale with fewer than ${lowStock.threshold} on the shelf`}
      >
        {lowStock.count === 0 ? (
          <p className={styles.muted}>
            Every product on sale has {lowStock.threshold} or more on the shelf.
          </p>
        ) : (
          <Listed more={lowStock.count - lowStock.products.length}>
            {lowStock.products.map((product) => (
              <li key={product.productId}>
                <Link to={hubPaths.batches(`?product=${product.productId}`)}>{product.name}</Link>
                <span className={styles.muted}>
                  {product.inHand} left
                  {product.awaited > 0 && `, ${product.awaited} on the way`} · {product.storeName}
                </span>
              </li>
            ))}
          </Listed>
        )}
      </Tile>

      <Tile
        title="Batches expiring"
        to={hubPaths.batches('?expiring=true')}
        figure={expiringBatches.count}
        what={`best-before within ${expiringBatches.days} days`}
      >
        {expiringBatches.count === 0 ? (
          <p className={styles.muted}>
            No batch reaches its best-before in the next {expiringBatches.days} days.
          </p>
        ) : (
          <Listed more={expiringBatches.count - expiringBatches.batches.length}>
            {expiringBatches.batches.map((batch) => (
              <li key={batch.id}>
                <Link to={hubPaths.batch(batch.id)}>{batch.productName}</Link>
                <span className={styles.muted}>
                  {batch.quantityRemaining} left, best before {dateText(batch.bestBefore)} ·{' '}
                  {batch.storeName}
                </span>
              </li>
            ))}
          </Listed>
        )}
      </Tile>

      <Tile
        title="Tickets waiting"
        to={hubPaths.tickets()}
        figure={tickets.open}
        what="confirmed, not yet resolved"
      >
        <p className={styles.muted}>
          {tickets.oldestConfirmedAt
            ? `The oldest since ${momentText(tickets.oldestConfirmedAt)}`
            : 'No ticket is waiting.'}
        </p>
      </Tile>

      <Tile
        title="Refunds waiting"
        to={REFUNDS}
        figure={refunds.waiting}
        what={
          refunds.waiting === 0 ? 'pending or failed' : `${formatRupees(refunds.amount)} in all`
        }
      >
        {refunds.needsAttention > 0 ? (
          <Badge tone="danger">{refunds.needsAttention} need attention</Badge>
        ) : (
          <p className={styles.muted}>
            {refunds.waiting === 0 ? 'Every refund has been paid.' : 'None needs attention.'}
          </p>
        )}
      </Tile>

      {failedMessages !== undefined && (
        <Tile
          title="Messages failed"
          to={hubPaths.messageTemplates}
          figure={failedMessages}
          what="in the last day, not sent for good"
        >
          <p className={styles.muted}>
            {failedMessages === 0
              ? 'Every message of the last day went out.'
              : "Each shows with why on its order's or customer's page."}
          </p>
        </Tile>
      )}
    </div>
  );
}

function Tile({
  title,
  to,
  figure,
  what,
  children,
}: {
  title: string;
  /** The list the figure counts; a tile without one links from its lines instead. */
  to?: string;
  figure: number;
  what: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.tile} aria-labelledby={id}>
      <h4 id={id} className={styles.title}>
        {to ? <Link to={to}>{title}</Link> : title}
      </h4>
      <p className={styles.figure}>
        <strong>{figure}</strong> <span className={styles.muted}>{what}</span>
      </p>
      {children}
    </section>
  );
}

function Listed({ more, children }: { more: number; children: ReactNode }) {
  return (
    <>
      <ul className={styles.lines}>{children}</ul>
      {more > 0 && <p className={styles.muted}>and {more} more</p>}
    </>
  );
}
