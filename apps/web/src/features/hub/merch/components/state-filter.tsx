import { SHOWING_STATES } from '@makers-pantry/domain/hub-merchandising';
import filterStyles from '../../ui/hub-filters.module.css';
import { useListParams } from '../../ui/use-list-params';
import { SHOWING_STATE_NAMES } from '../merch-texts';

/** What a banner or collection is now, held in the URL as `state`. */
export function StateFilter({ all }: { all: string }) {
  const list = useListParams();
  return (
    <label className={filterStyles.filter}>
      <span>State</span>
      <select
        className={filterStyles.select}
        value={list.read('state') ?? ''}
        onChange={(event) => list.update({ state: event.target.value })}
      >
        <option value="">{all}</option>
        {SHOWING_STATES.map((value) => (
          <option key={value} value={value}>
            {SHOWING_STATE_NAMES[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
