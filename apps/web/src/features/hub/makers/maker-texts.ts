import type { MakerState } from '@makers-pantry/domain/hub-makers';
import type { BadgeTone } from '../ui/badge';

export const MAKER_STATE_NAMES: Record<MakerState, string> = {
  approved: 'Approved',
  pending: 'Awaiting approval',
  suspended: 'Suspended',
};

export const MAKER_STATE_TONES: Record<MakerState, BadgeTone> = {
  approved: 'success',
  pending: 'info',
  suspended: 'danger',
};

export const MAKERS_PAGE_SIZE = 25;
