import type { BoardSlot } from '@makers-pantry/domain/hub-board';
import { BULK_STEPS, type BulkStep } from '@makers-pantry/domain/hub-board';
import { formatRupees } from '@makers-pantry/domain/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../../lib/toast';
import type { ApiError } from '../../../../lib/api';
import { hubPaths } from '../../shell/hub-paths';
import { Badge } from '../../ui/badge';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { DOCUMENT_NAMES, openSlotDocument, type SlotDocument } from '../api/documents';
import { useBulkMove } from '../api/order-moves';
import { BULK_BUTTONS, ORDER_STATE_NAMES, slotWindowText, STEP_STARTS } from '../../ui/order-texts';
import styles from './slot-cards.module.css';

/**
 * The day's slots, each a card: how full it is, its orders by state, the cash still to collect,
 * its documents to print and the steps that move its whole list at once.
 */
export function SlotCards({
  slots,
  chosen,
  maker,
  linkWith,
}: {
  slots: readonly BoardSlot[];
  chosen: number | undefined;
  /** The maker filter, if any: documents and bulk moves then cover that maker's orders only. */
  maker: number | undefined;
  linkWith: (changes: Record<string, string | undefined>) => string;
}) {
  // Open slots nobody has booked yet (a day holds many quick ones) wait behind one line, so the
  // slots with work in them and the orders below come first.
  const [showingQuiet, setShowingQuiet] = useState(false);
  if (slots.length === 0) return <p className={styles.none}>No delivery slots on this day.</p>;
  const quiet = slots.filter((slot) => isQuiet(slot) && slot.id !== chosen);
  const shown = showingQuiet ? slots : slots.filter((slot) => !quiet.includes(slot));
  return (
    <div className={styles.slots}>
      {shown.length > 0 && (
        <ul className={styles.cards} aria-label="Slots">
          {shown.map((slot) => (
            <SlotCard
              key={slot.id}
              slot={slot}
              chosen={slot.id === chosen}
              maker={maker}
              link={linkWith({
                slot: slot.id === chosen ? undefined : String(slot.id),
                cursor: undefined,
              })}
            />
          ))}
        </ul>
      )}
      {quiet.length > 0 && (
        <p className={styles.quiet}>
          {quietText(quiet.length)}
          {showingQuiet ? ' (shown above).' : '.'}{' '}
          <button
            type="button"
            className={styles.quietButton}
            aria-expanded={showingQuiet}
            onClick={() => setShowingQuiet(!showingQuiet)}
          >
            {showingQuiet ? 'Hide them' : 'Show them'}
          </button>
        </p>
      )}
    </div>
  );
}

/** An open slot with no order (in any state, of the maker filter's maker if any). */
const isQuiet = (slot: BoardSlot) =>
  slot.isActive && slot.counts.every((count) => count.orders === 0);

const quietText = (count: number) =>
  count === 1 ? '1 open slot has no orders yet' : `${count} open slots have no orders yet`;

function SlotCard({
  slot,
  chosen,
  maker,
  link,
}: {
  slot: BoardSlot;
  chosen: boolean;
  maker: number | undefined;
  link: string;
}) {
  const bulk = useBulkMove();
  const [asking, setAsking] = useState<BulkStep | null>(null);
  const [printing, setPrinting] = useState<SlotDocument | null>(null);
  const name = slotWindowText(slot);
  const hasOrders = slot.counts.some((count) => count.orders > 0);
  const waiting = (status: number) =>
    slot.counts.find((count) => count.status === status)?.orders ?? 0;

  async function print(document: SlotDocument) {
    setPrinting(document);
    try {
      await openSlotDocument(document, slot.id, maker);
    } catch (error) {
      toast.error((error as ApiError).detail ?? 'The document could not be made.');
    } finally {
      setPrinting(null);
    }
  }

  return (
    <li className={`${styles.card} ${chosen ? styles.chosen : ''}`}>
      <div className={styles.head}>
        <Link to={link} className={styles.name} aria-current={chosen ? 'true' : undefined}>
          {name}
        </Link>
        {!slot.isActive && <Badge tone="neutral">Closed</Badge>}
      </div>
      <p className={styles.fill}>
        {slot.booked} of {slot.capacity} booked
        {slot.podToCollect > 0 && <> · {formatRupees(slot.podToCollect)} to collect</>}
      </p>
      {hasOrders && (
        <ul className={styles.counts} aria-label={`Orders of ${name} by state`}>
          {slot.counts
            .filter((count) => count.orders > 0)
            .map((count) => (
              <li key={count.status}>
                {ORDER_STATE_NAMES[count.status]} <strong>{count.orders}</strong>
              </li>
            ))}
        </ul>
      )}
      {/* A slot without orders has nothing to print or move. */}
      {hasOrders && (
        <div className={styles.actions}>
          {(Object.keys(DOCUMENT_NAMES) as SlotDocument[]).map((document) => (
            <button
              key={document}
              type="button"
              className="button button-secondary"
              disabled={printing !== null}
              aria-label={`${DOCUMENT_NAMES[document]} of ${name} (PDF)`}
              onClick={() => void print(document)}
            >
              {DOCUMENT_NAMES[document]}
            </button>
          ))}
          <Link
            className="button button-secondary"
            to={hubPaths.cashRun(slot.id)}
            aria-label={`Cash of ${name}`}
          >
            Cash
          </Link>
          {BULK_STEPS.map((status) => {
            const count = waiting(STEP_STARTS[status]!);
            return (
              count > 0 && (
                <button
                  key={status}
                  type="button"
                  className="button"
                  disabled={bulk.isPending}
                  onClick={() => setAsking(status)}
                >
                  {BULK_BUTTONS[status]} ({count})
                </button>
              )
            );
          })}
        </div>
      )}
      {asking !== null && (
        <ChangeModal
          open
          title={`${BULK_BUTTONS[asking]}?`}
          {...changeModalProps(bulk, {
            label: BULK_BUTTONS[asking]!,
            onClose: () => setAsking(null),
          })}
          onSubmit={() =>
            bulk.mutate(
              {
                slot: slot.id,
                status: asking,
                // The orders as this card counted them: any changed since, nothing moves (409).
                version: slot.ordersVersion,
                ...(maker !== undefined && { maker }),
              },
              {
                onSuccess: (moved) => {
                  setAsking(null);
                  toast.success(moved.detail);
                },
              },
            )
          }
        >
          <p>
            Every {ORDER_STATE_NAMES[STEP_STARTS[asking]!]!.toLowerCase()} order of {name}
            {maker !== undefined && ' from the chosen maker'} ({waiting(STEP_STARTS[asking]!)})
            moves on, each in its own history. An order that cannot move is named with why.
          </p>
        </ChangeModal>
      )}
    </li>
  );
}
