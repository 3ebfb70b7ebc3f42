import { useState, type ReactNode } from 'react';
import { istDate } from '@makers-pantry/domain/delivery-time';
import { formatRupees } from '@makers-pantry/domain/money';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { ApiError } from '../../../../lib/api';
import { DayFilter } from '../../ui/choice-filter';
import { dateText } from '../../ui/hub-dates';
import { useListParams } from '../../ui/use-list-params';
import { useDashboard } from '../api/dashboard';
import { DaySlots } from './day-slots';
import { WaitingTiles } from './waiting-tiles';
import styles from './today.module.css';

/**
 * On the hub's home page, for ops and admins: a delivery day at a glance (today unless another is
 * chosen, held in the URL as ?date=), its slots with orders, takings and fill, and what waits for
 * someone now, each figure a link to the list behind it (decision 039).
 */
export function Today({ children }: { children?: ReactNode }) {
  const list = useListParams();
  const today = istDate(new Date());
  const chosen = list.read('date');
  const dashboard = useDashboard(chosen);
  const day = dashboard.data;
  // What follows on the page waits for the first figures (or their error): put in before them, it
  // would be pushed down a screen's height as they arrive, under the reader's eyes or pointer.
  const [settled, setSettled] = useState(false);
  if (!settled && (day || dashboard.error)) setSettled(true);
  const date = chosen ?? day?.date ?? today;
  const title = date === today ? `Today, ${dateText(date)}` : dateText(date);

  return (
    <>
      <section
        className={styles.today}
        aria-labelledby="hub-today"
        aria-busy={dashboard.isFetching}
      >
        <div className={styles.head}>
          <h2 id="hub-today" className={styles.title}>
            {title}
          </h2>
          <DayFilter label="Day" date={date} dateless={today} />
        </div>

        {dashboard.error ? (
          <div className={styles.problem}>
            <ErrorAlert
              detail={
                dashboard.error instanceof ApiError && dashboard.error.status === 400
                  ? dashboard.error.detail
                  : "The day's figures could not be loaded."
              }
            />
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void dashboard.refetch()}
            >
              Try again
            </button>
          </div>
        ) : !day ? (
          <p className={styles.muted}>Loading the day&apos;s figures…</p>
        ) : (
          <>
            <p className={styles.takings}>
              Takings <strong>{formatRupees(day.takings.total)}</strong>
              <span className={styles.muted}>
                {' '}
                · {formatRupees(day.takings.prepaid)} prepaid ·{' '}
                {formatRupees(day.takings.payOnDelivery)} pay on delivery
              </span>
            </p>
            <DaySlots date={day.date} slots={day.slots} />
            <h3 className={styles.subtitle}>Waiting now</h3>
            <WaitingTiles day={day} />
          </>
        )}
      </section>
      {settled && children}
    </>
  );
}
