import type { HubServiceArea } from '@makers-pantry/domain/hub-areas';
import type { WaitlistSummary } from '@makers-pantry/domain/waitlist';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { ChangeError } from '../../ui/change-error';
import { useEditArea } from '../api/areas';
import { grow, newlyInside, type Outline } from '../outline-edit';
import styles from './widen-panel.module.css';

/**
 * Beside the map while ops widen an area: how to change the outline (drag a corner, pull out a
 * new one, or push every side out by a distance), how many waiting customers the new outline
 * takes in (each told once when it is saved), and Save or Cancel. Saved on the area's version.
 */
export function WidenPanel({
  area,
  areas,
  outline,
  waiting,
  onChange,
  onDone,
}: {
  area: HubServiceArea;
  areas: readonly HubServiceArea[];
  outline: Outline;
  waiting: WaitlistSummary['points'];
  onChange: (outline: Outline) => void;
  onDone: () => void;
}) {
  const save = useEditArea(area.id);
  const [metres, setMetres] = useState('500');
  const told = newlyInside(waiting, outline, areas);
  const changed = JSON.stringify(outline) !== JSON.stringify(area.outline);
  const distance = Number(metres);
  return (
    <section className={styles.panel} aria-label={`Widening ${area.name}`}>
      <h2 className={styles.title}>Widening {area.name}</h2>
      <p className={styles.help}>
        Drag a corner on the map, or pull a new corner out of the small handle in the middle of a
        side. Customers see the new outline as soon as it is saved.
      </p>
      <form
        className={styles.grow}
        onSubmit={(event) => {
          event.preventDefault();
          if (Number.isFinite(distance) && distance !== 0) onChange(grow(outline, distance));
        }}
      >
        <label className={styles.metres}>
          <span>Push every side out by (metres)</span>
          <input
            type="number"
            inputMode="numeric"
            min={-5000}
            max={5000}
            step={100}
            value={metres}
            onChange={(event) => setMetres(event.target.value)}
          />
        </label>
        <button type="submit" className="button button-secondary">
          Push out
        </button>
      </form>
      <p className={styles.count} role="status">
        {told === 0
          ? 'No waiting customer is inside the new outline yet.'
          : told === 1
            ? '1 waiting customer is inside the new outline and will be told once, on saving.'
            : `${told} waiting customers are inside the new outline and will be told once, on saving.`}
      </p>
      <ChangeError error={save.error} onReload={onDone} />
      <div className={styles.buttons}>
        <button
          type="button"
          className="button"
          disabled={!changed || save.isPending}
          onClick={() =>
            save.mutate(
              { version: area.version, outline },
              {
                onSuccess: (answer) => {
                  toast.success(
                    `${area.name} is saved. ${
                      answer.waitingTold === 1
                        ? '1 waiting customer is told.'
                        : `${answer.waitingTold} waiting customers are told.`
                    }`,
                  );
                  onDone();
                },
              },
            )
          }
        >
          {save.isPending ? 'Saving…' : 'Save the outline'}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </section>
  );
}
