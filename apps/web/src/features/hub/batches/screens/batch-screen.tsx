import { useMemo, useState } from 'react';
import type { BatchStatus } from '@makers-pantry/domain/catalog-enums';
import { useParams } from 'react-router';
import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { NotFound } from '../../../../components/ui/not-found';
import { HistoryList } from '../../history/components/history-list';
import { hubPaths } from '../../shell/hub-paths';
import { isHubSide, useHubUser } from '../../shell/hub-user';
import { HubOutline } from '../../ui/hub-outline';
import { HubPage } from '../../ui/hub-page';
import { stepButtons } from '../../ui/step-buttons';
import { useBatch } from '../api/batch';
import { BATCH_STATUS_NAMES } from '../batch-texts';
import { BatchFacts } from '../components/batch-facts';
import { BatchOrdersList } from '../components/batch-orders';
import { ApproveBatchModal, RejectBatchModal } from '../components/check-batch-modals';
import {
  CorrectBatchModal,
  RecallBatchModal,
  WriteOffBatchModal,
} from '../components/correct-batch-modals';
import { DeleteBatchModal } from '../components/delete-batch-modal';
import { EditBatchModal } from '../components/edit-batch-modal';
import { ReceiveBatchModal } from '../components/receive-batch-modal';

type Step =
  'edit' | 'delete' | 'receive' | 'approve' | 'reject' | 'correct' | 'write-off' | 'recall';

/** Statuses a batch may have sold from: the hub sees who received its units. */
const SOLD_FROM: readonly BatchStatus[] = ['approved', 'written_off', 'expired', 'recalled'];

/**
 * #/hub/batches/{id}: one batch, the steps its state allows the user's role, and its history.
 * A planned batch is edited or deleted by its maker or ops; receiving and the quality check are
 * the hub's (ops and admins).
 */
export function BatchScreen() {
  const id = Number(useParams().id);
  const batch = useBatch(id);
  const { role } = useHubUser();
  const [step, setStep] = useState<Step | null>(null);
  const now = useMemo(() => new Date(), []);

  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  if (batch.error) return <ApiErrorView error={batch.error} />;
  if (!batch.data) return <HubOutline />;
  const shown = batch.data;
  const hub = isHubSide(role);
  const reload = async () => (await batch.refetch()).data;
  const close = () => setStep(null);
  const button = stepButtons<Step>(setStep);

  const actions =
    shown.status === 'planned' ? (
      <>
        {button('edit', 'Edit')}
        {button('delete', 'Delete')}
        {hub && button('receive', 'Mark received', false)}
      </>
    ) : shown.status === 'inwarded' && hub ? (
      <>
        {button('reject', 'Reject')}
        {button('approve', 'Approve', false)}
      </>
    ) : shown.status === 'approved' && hub ? (
      <>
        {button('correct', 'Correct the count')}
        {button('write-off', 'Write off')}
        {button('recall', 'Recall', false)}
      </>
    ) : (shown.status === 'written_off' || shown.status === 'expired') && hub ? (
      button('recall', 'Recall', false)
    ) : null;

  const props = { batch: shown, onClose: close, reload };
  return (
    <HubPage
      title={`Batch #${shown.id}`}
      up={{ to: hubPaths.batches(), label: 'Batches' }}
      actions={actions}
    >
      <BatchFacts batch={shown} now={now} />
      {shown.status === 'inwarded' && !hub && (
        <p>Received at the hub: it goes on sale once it passes the quality check.</p>
      )}
      {/* Keyed by version: a dialog opened after a reload starts from what is there now. */}
      <EditBatchModal key={`edit-${shown.version}`} open={step === 'edit'} {...props} />
      <DeleteBatchModal open={step === 'delete'} {...props} />
      <ReceiveBatchModal key={`receive-${shown.version}`} open={step === 'receive'} {...props} />
      <ApproveBatchModal open={step === 'approve'} {...props} />
      <RejectBatchModal open={step === 'reject'} {...props} />
      <CorrectBatchModal key={`correct-${shown.version}`} open={step === 'correct'} {...props} />
      <WriteOffBatchModal key={`off-${shown.version}`} open={step === 'write-off'} {...props} />
      <RecallBatchModal key={`recall-${shown.version}`} open={step === 'recall'} {...props} />
      {shown.stopReason && (
        <p>
          {BATCH_STATUS_NAMES[shown.status]}: {shown.stopReason}
        </p>
      )}
      {hub && SOLD_FROM.includes(shown.status) && (
        <BatchOrdersList batchId={shown.id} recalled={shown.status === 'recalled'} />
      )}
      <HistoryList type="batch" id={shown.id} words={BATCH_STATUS_NAMES} />
    </HubPage>
  );
}
