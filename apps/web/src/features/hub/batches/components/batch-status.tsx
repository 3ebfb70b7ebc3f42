import type { BatchStatus } from '@makers-pantry/domain/catalog-enums';
import { Badge, type BadgeTone } from '../../ui/badge';
import { BATCH_STATUS_NAMES } from '../batch-texts';

const TONES: Record<BatchStatus, BadgeTone> = {
  planned: 'info',
  inwarded: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'neutral',
  written_off: 'neutral',
  recalled: 'danger',
};

export const BatchStatusBadge = ({ status }: { status: BatchStatus }) => (
  <Badge tone={TONES[status]}>{BATCH_STATUS_NAMES[status]}</Badge>
);
