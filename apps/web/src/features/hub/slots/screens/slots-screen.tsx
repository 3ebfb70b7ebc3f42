import { istDate } from '@makers-pantry/domain/delivery-time';
import type { HubSlot } from '@makers-pantry/domain/hub-slots';
import { useState } from 'react';
import { Link } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import { Badge } from '../../ui/badge';
import filterStyles from '../../ui/hub-filters.module.css';
import { momentText } from '../../ui/hub-dates';
import { DayFilter } from '../../ui/choice-filter';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useListParams } from '../../ui/use-list-params';
import { useSlotDay } from '../api/slots';
import { CapacityModal, CloseSlotModal } from '../components/slot-modals';
import { termsColumns } from '../slot-columns';
import styles from './slots-screen.module.css';

type Change = { slot: HubSlot; kind: 'capacity' | 'close' };

/**
 * #/hub/slots: one delivery day's slots (issue 26 section 1): what each has booked against its
 * capacity, its cut-off, and quick delivery as the one slot open now per area. A day's slot can
 * take more or fewer orders, or close (with its orders kept or moved), without touching the
 * week's templates.
 */
export function SlotsScreen() {
  const list = useListParams();
  const date = list.read('date') ?? istDate(new Date());
  const day = useSlotDay(date);
  const [change, setChange] = useState<Change | null>(null);
  const columns = slotColumns(setChange);
  return (
    <HubPage
      title="Delivery slots"
      actions={
        <Link className="button button-secondary" to={hubPaths.slotTemplates}>
          The week's templates
        </Link>
      }
    >
      <div className={filterStyles.filters}>
        <DayFilter label="Delivery day" date={date} />
      </div>
      {day.data && day.data.quick.length > 0 && (
        <ul className={styles.quick} aria-label="Quick delivery">
          {day.data.quick.map((area) => (
            <li key={area.serviceablePolygon}>
              <strong>Quick delivery, area {area.serviceablePolygon}:</strong> {area.text}
              {area.hours && ` (${area.hours.from} to ${area.hours.to})`}, {area.booked} booked
            </li>
          ))}
        </ul>
      )}
      <HubTable
        label="Slots"
        columns={columns}
        rows={day.data?.slots}
        query={day}
        empty="No scheduled slots on this day: the templates make them up to 3 days ahead."
      />
      {change?.kind === 'capacity' && (
        <CapacityModal slot={change.slot} onClose={() => setChange(null)} />
      )}
      {change?.kind === 'close' && (
        <CloseSlotModal slot={change.slot} onClose={() => setChange(null)} />
      )}
    </HubPage>
  );
}

function slotColumns(onChange: (change: Change) => void): HubColumn<HubSlot>[] {
  return [
    { key: 'window', header: 'Window', cell: (slot) => <strong>{slot.label}</strong> },
    {
      key: 'booked',
      header: 'Booked',
      cell: (slot) => `${slot.booked} of ${slot.capacity}`,
    },
    {
      key: 'cutoff',
      header: 'Takes orders until',
      cell: (slot) => momentText(slot.cutoffDatetime),
    },
    ...termsColumns<HubSlot>('Delivery fee'),
    {
      key: 'state',
      header: 'State',
      cell: (slot) =>
        slot.isClosed ? <Badge tone="neutral">Closed</Badge> : <Badge tone="success">Open</Badge>,
    },
    {
      key: 'change',
      header: 'Change',
      cell: (slot) => (
        <span className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            aria-label={`Capacity of ${slot.label}`}
            onClick={() => onChange({ slot, kind: 'capacity' })}
          >
            Capacity
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-label={`${slot.isClosed ? 'Open' : 'Close'} ${slot.label}`}
            onClick={() => onChange({ slot, kind: 'close' })}
          >
            {slot.isClosed ? 'Open again' : 'Close'}
          </button>
        </span>
      ),
    },
  ];
}
