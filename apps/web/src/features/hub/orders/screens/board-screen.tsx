import { istDate } from '@makers-pantry/domain/delivery-time';
import {
  BOARD_LISTED_STATUSES,
  BOARD_PAGE_SIZE,
  BOARD_PAYMENTS,
  type BoardOrder,
  type BoardPayment,
  type BoardSlot,
} from '@makers-pantry/domain/hub-board';
import { formatRupees } from '@makers-pantry/domain/money';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChoiceFilter, DayFilter } from '../../ui/choice-filter';
import { dateText } from '../../ui/hub-dates';
import { HubPage } from '../../ui/hub-page';
import { HubTable } from '../../ui/hub-table';
import { useListParams } from '../../ui/use-list-params';
import { useTypedSearch } from '../../ui/use-typed-search';
import { boardSearch, useBoard } from '../api/board';
import { boardColumns } from '../components/board-columns';
import { CancelOrderModal } from '../components/cancel-order-modal';
import { SlotCards } from '../components/slot-cards';
import { BOARD_PAYMENT_NAMES, ORDER_STATE_NAMES, slotWindowText } from '../../ui/order-texts';
import filterStyles from '../../ui/hub-filters.module.css';
import styles from './board-screen.module.css';

/**
 * #/hub/orders: the orders board of one delivery day (issue 26 section 2, decision 036). Its
 * slots with their documents and bulk steps, the day's orders by state with filters and a
 * search, every order's next step; it follows new and changed orders by itself.
 */
export function BoardScreen() {
  const list = useListParams();
  const search = boardSearch(list.params);
  const board = useBoard(search);
  const [cancelling, setCancelling] = useState<BoardOrder | null>(null);
  const columns = useMemo(() => boardColumns(setCancelling), []);
  const day = board.data?.board;
  const date = list.read('date') ?? day?.date ?? istDate(new Date());
  const state = list.read('state');
  const slot = Number(list.read('slot')) || undefined;
  const maker = Number(list.read('maker')) || undefined;
  const q = list.read('q');
  const filtered = Boolean(
    state ||
    slot ||
    maker ||
    list.read('area') ||
    list.read('payment') ||
    list.read('podToCollect'),
  );
  // A change of filter starts the list again from its first page.
  const update = (changes: Record<string, string | undefined>) =>
    list.update({ ...changes, cursor: undefined });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [slotsOpen, setSlotsOpen] = useState(false);

  // On a phone the search and filters, and the slots' cards, fold behind a button each, so the
  // day's orders start on the first screen; a desk shows them all (the buttons are hidden there).
  const chosenFilters = ['maker', 'area', 'payment', 'podToCollect'].filter((key) =>
    list.read(key),
  ).length;

  return (
    <HubPage title="Orders">
      <div className={`${filterStyles.filters} ${styles.top}`}>
        <DayFilter
          label="Delivery day"
          date={date}
          resets={['slot', 'cursor']}
          classes={{ label: `${styles.filter} ${styles.day}` }}
        />
        <PhoneFold
          open={filtersOpen}
          onToggle={setFiltersOpen}
          summary={<>Search and filters{chosenFilters > 0 && ` (${chosenFilters})`}</>}
        >
          <SearchBox key={q} initial={q ?? ''} onSearch={(text) => update({ q: text })} />
          {/*
           * The maker's and the area's boxes are the day's own and come with its answer (a day
           * without orders has neither); the filters after them in the row come with them, so
           * none is drawn where a box arriving later would push it along or onto the next line.
           */}
          {day && (
            <>
              {day.makers.length > 0 && (
                <ChoiceFilter
                  label="Maker"
                  param="maker"
                  all="All makers"
                  choices={day.makers.map((one) => String(one.id))}
                  names={Object.fromEntries(
                    day.makers.map((one) => [one.id, `${one.storeName} (${one.orders})`]),
                  )}
                  resets={['cursor']}
                  classes={{ label: styles.filter }}
                />
              )}
              {day.areas.length > 0 && (
                <ChoiceFilter
                  label="Area"
                  param="area"
                  all="All areas"
                  choices={day.areas.map((area) => area.name)}
                  names={Object.fromEntries(
                    day.areas.map((area) => [area.name, `${area.name} (${area.orders})`]),
                  )}
                  resets={['cursor']}
                  classes={{ label: styles.filter }}
                />
              )}
              <ChoiceFilter
                label="Payment"
                param="payment"
                all="Any payment"
                choices={Object.keys(BOARD_PAYMENTS) as BoardPayment[]}
                names={BOARD_PAYMENT_NAMES}
                resets={['cursor']}
                classes={{ label: styles.filter }}
              />
              <label className={filterStyles.check}>
                <input
                  type="checkbox"
                  checked={list.read('podToCollect') === 'true'}
                  onChange={(event) =>
                    update({ podToCollect: event.target.checked ? 'true' : undefined })
                  }
                />
                Cash to collect
              </label>
            </>
          )}
        </PhoneFold>
      </div>

      {/*
       * Everything below the filters comes with the day's answer, an outline standing in for it
       * till then: the filters' row grows when its boxes come, and the slots' height is known only
       * with them, so anything drawn here before was pushed down the page.
       */}
      {!day && !board.error ? (
        <DayOutline />
      ) : q ? (
        <p className={styles.searching}>
          Orders matching <strong>{q}</strong> on every day.{' '}
          <Link to={list.linkWith({ q: undefined, cursor: undefined })}>
            Back to {dateText(date)}
          </Link>
        </p>
      ) : (
        day && (
          <div className={styles.slots}>
            <PhoneFold
              open={slotsOpen}
              onToggle={setSlotsOpen}
              summary={<span>{slotsSummary(day.slots, slot)}</span>}
            >
              <SlotCards slots={day.slots} chosen={slot} maker={maker} linkWith={list.linkWith} />
            </PhoneFold>
          </div>
        )
      )}

      {(day || board.error) && (
        <>
          <nav aria-label="Orders by state" className={styles.states}>
            <Link
              to={list.linkWith({ state: undefined, cursor: undefined })}
              aria-current={state ? undefined : 'true'}
              className={styles.state}
            >
              To work on
            </Link>
            {day?.counts
              .filter((count) => count.orders > 0 || BOARD_LISTED_STATUSES.includes(count.status))
              .map((count) => (
                <Link
                  key={count.status}
                  to={list.linkWith({ state: String(count.status), cursor: undefined })}
                  aria-current={state === String(count.status) ? 'true' : undefined}
                  className={styles.state}
                >
                  {ORDER_STATE_NAMES[count.status]} <strong>{count.orders}</strong>
                </Link>
              ))}
          </nav>

          <HubTable
            label="Orders"
            columns={columns}
            rows={day?.orders}
            query={{ isFetching: board.isFetching && board.isPlaceholderData, error: board.error }}
            empty={
              q
                ? 'No order has this id or mobile number.'
                : filtered
                  ? 'No orders match these filters.'
                  : `No orders for ${dateText(date)} yet.`
            }
          />
        </>
      )}
      {day?.nextCursor && (
        <p className={styles.more}>
          <Link className="button button-secondary" to={list.linkWith({ cursor: day.nextCursor })}>
            Next {BOARD_PAGE_SIZE} orders
          </Link>
        </p>
      )}
      {cancelling !== null && (
        <CancelOrderModal order={cancelling} onClose={() => setCancelling(null)} />
      )}
    </HubPage>
  );
}

/** The day's slots, states and orders while they are on their way: a quiet outline of them. */
function DayOutline() {
  return (
    <div className={styles.outline} aria-busy="true" aria-label="Loading">
      <div className={styles.outlineCards}>
        <div className={`shimmer ${styles.outlineCard}`} />
        <div className={`shimmer ${styles.outlineCard}`} />
        <div className={`shimmer ${styles.outlineCard}`} />
      </div>
      <div className={`shimmer ${styles.outlineStates}`} />
      <div className={`shimmer ${styles.outlineTable}`} />
    </div>
  );
}

/** The slots folded on a phone, in one line: how many have orders, the cash, the one chosen. */
function slotsSummary(slots: readonly BoardSlot[], chosen: number | undefined) {
  const busy = slots.filter((one) => one.counts.some((count) => count.orders > 0)).length;
  const toCollect = slots.reduce((sum, one) => sum + one.podToCollect, 0);
  const picked = slots.find((one) => one.id === chosen);
  return [
    `Slots: ${busy} of ${slots.length} with orders`,
    toCollect > 0 && `${formatRupees(toCollect)} to collect`,
    picked && `${slotWindowText(picked)} chosen`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A part of the board a phone folds behind its button (`summary`); a desk shows it, unbuttoned. */
function PhoneFold({
  open,
  onToggle,
  summary,
  children,
}: {
  open: boolean;
  onToggle: (open: boolean) => void;
  summary: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={`button button-secondary ${styles.unfold}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onToggle(!open)}
      >
        {summary}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <div id={id} className={styles.fold} data-open={open}>
        {children}
      </div>
    </>
  );
}

/** The search: an order id (with or without '#') or a customer's mobile, sent on Enter. */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const search = useTypedSearch(initial, onSearch);
  return (
    <form role="search" className={styles.search} onSubmit={search.submit}>
      <label className={styles.filter}>
        <span>Find an order</span>
        <input
          type="search"
          className={filterStyles.select}
          placeholder="11, 11-2 or a mobile"
          value={search.words}
          onChange={(event) => search.setWords(event.target.value)}
        />
      </label>
      <button type="submit" className="button button-secondary">
        Search
      </button>
    </form>
  );
}
