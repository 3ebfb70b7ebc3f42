import { SHOWING_STATES } from '@makers-pantry/domain/hub-merchandising';
import { ChoiceFilter } from '../../ui/choice-filter';
import { SHOWING_STATE_NAMES } from '../merch-texts';

/** What a banner or collection is now, held in the URL as `state`. */
export function StateFilter({ all }: { all: string }) {
  return (
    <ChoiceFilter
      label="State"
      param="state"
      all={all}
      choices={SHOWING_STATES}
      names={SHOWING_STATE_NAMES}
    />
  );
}
