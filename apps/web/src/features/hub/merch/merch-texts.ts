import type { CollectionType } from '@makers-pantry/domain/catalog-enums';
import type { ShowingState } from '@makers-pantry/domain/hub-merchandising';
import type { BadgeTone } from '../ui/badge';
import { momentText } from '../ui/hub-dates';

export const SHOWING_STATE_NAMES: Record<ShowingState, string> = {
  showing: 'Showing now',
  scheduled: 'Scheduled',
  ended: 'Ended',
  off: 'Off',
  'needs-pictures': 'Needs pictures',
};

export const SHOWING_STATE_TONES: Record<ShowingState, BadgeTone> = {
  showing: 'success',
  scheduled: 'info',
  ended: 'neutral',
  off: 'neutral',
  'needs-pictures': 'warning',
};

/** The shop's words for each kind of collection (where the home page shows it). */
export const COLLECTION_TYPE_NAMES: Record<CollectionType, string> = {
  curation: 'Curation',
  madeWith: 'Made with',
  madeWithout: 'Made without',
  new_launched: 'New launches',
};

/** 'From 1 Dec 2026, 10 AM until 8 Dec 2026, 10 AM', 'Always' when no window is set. */
export function scheduleText(row: { activeFrom: string | null; activeTo: string | null }) {
  if (!row.activeFrom && !row.activeTo) return 'Always';
  const from = row.activeFrom ? `From ${momentText(row.activeFrom)}` : 'From now';
  return row.activeTo ? `${from} until ${momentText(row.activeTo)}` : `${from}, no end`;
}

/**
 * The sizes the server cuts pictures to (server media/variants.ts, decision 038): the previews
 * keep these shapes, so ops see what each screen width of the shop will show.
 */
export const BANNER_SIZES = [
  {
    size: 'large',
    field: 'largeImage',
    name: 'Large',
    width: 1600,
    height: 340,
    seen: 'computers',
  },
  {
    size: 'medium',
    field: 'mediumImage',
    name: 'Medium',
    width: 1000,
    height: 280,
    seen: 'tablets',
  },
  { size: 'small', field: 'smallImage', name: 'Small', width: 600, height: 240, seen: 'phones' },
] as const;
export const TILE_SIZE = { width: 600, height: 400 } as const;
