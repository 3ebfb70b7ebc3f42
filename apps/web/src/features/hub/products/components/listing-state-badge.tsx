import type { ListingState } from '@makers-pantry/domain/hub-products';
import { Badge, type BadgeTone } from '../../ui/badge';

/** The listing's state in the words the maker reads: 'Live' is what approved means to them. */
export const LISTING_STATE_LABELS: Record<ListingState, string> = {
  draft: 'Draft',
  submitted: 'Awaiting review',
  approved: 'Live',
  rejected: 'Rejected',
};

const TONES: Record<ListingState, BadgeTone> = {
  draft: 'neutral',
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export function ListingStateBadge({
  state,
  changePending = false,
}: {
  state: ListingState;
  /** A live product whose ingredient change awaits review. */
  changePending?: boolean;
}) {
  return (
    <>
      <Badge tone={TONES[state]}>{LISTING_STATE_LABELS[state]}</Badge>
      {changePending && (
        <>
          {' '}
          <Badge tone="warning">Change awaiting review</Badge>
        </>
      )}
    </>
  );
}
