import type { ShowingState } from '@makers-pantry/domain/hub-merchandising';
import { Badge } from '../../ui/badge';
import { SHOWING_STATE_NAMES, SHOWING_STATE_TONES } from '../merch-texts';

export const StateBadge = ({ state }: { state: ShowingState }) => (
  <Badge tone={SHOWING_STATE_TONES[state]}>{SHOWING_STATE_NAMES[state]}</Badge>
);
