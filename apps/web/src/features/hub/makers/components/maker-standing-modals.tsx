import { makerSuspendSchema, type HubMaker } from '@makers-pantry/domain/hub-makers';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { ReasonField } from '../../ui/reason-field';
import { useReasonForm } from '../../ui/use-reason-form';
import { useReinstateMaker, useSuspendMaker } from '../api/maker-standing';

interface StandingProps {
  maker: HubMaker;
  open: boolean;
  onClose: () => void;
  reload: () => Promise<HubMaker | undefined>;
}

/** Ops take a maker off the shop: its products leave listings and search at once. */
export function SuspendMakerModal({ maker, open, onClose, reload }: StandingProps) {
  const suspend = useSuspendMaker();
  const reason = useReasonForm(
    makerSuspendSchema,
    (text) => ({ version: maker.version, reason: text }),
    (change, clear) =>
      suspend.mutate(
        { id: maker.id, ...change },
        {
          onSuccess: (saved) => {
            toast.success(`${saved.storeName} is suspended.`);
            clear();
            onClose();
          },
        },
      ),
  );
  return (
    <ChangeModal
      open={open}
      tone="danger"
      title={`Suspend ${maker.storeName}?`}
      {...changeModalProps(suspend, {
        label: 'Suspend',
        busy: 'Suspending…',
        onClose,
        reload,
        clear: reason.clear,
      })}
      onSubmit={reason.submit}
    >
      <p>
        Its products leave the shop&apos;s listings, search and carts at once. Orders already placed
        stay and are delivered.
      </p>
      <ReasonField label="Reason" {...reason.field} />
    </ChangeModal>
  );
}

/** Ops put a suspended maker back on the shop, or approve one that never was. */
export function ReinstateMakerModal({ maker, open, onClose, reload }: StandingProps) {
  const reinstate = useReinstateMaker();
  const verb = maker.state === 'pending' ? 'Approve' : 'Reinstate';
  return (
    <ChangeModal
      open={open}
      title={`${verb} ${maker.storeName}?`}
      {...changeModalProps(reinstate, { label: verb, busy: 'Saving…', onClose, reload })}
      onSubmit={() =>
        reinstate.mutate(
          { id: maker.id, version: maker.version },
          {
            onSuccess: (saved) => {
              toast.success(`${saved.storeName} is on the shop.`);
              onClose();
            },
          },
        )
      }
    >
      <p>Its products go back on sale in the shop at once.</p>
    </ChangeModal>
  );
}
