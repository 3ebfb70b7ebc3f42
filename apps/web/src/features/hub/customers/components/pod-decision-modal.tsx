import { podDecisionSchema, type HubCustomer } from '@makers-pantry/domain/hub-customers';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { ReasonField } from '../../ui/reason-field';
import { useReasonForm } from '../../ui/use-reason-form';
import { usePodDecision } from '../api/customer';

/** Ops turn pay on delivery off (or back on) for one customer, saying why. */
export function PodDecisionModal({
  customer,
  onClose,
}: {
  customer: HubCustomer;
  onClose: () => void;
}) {
  const decide = usePodDecision(customer.id);
  const allow = !customer.isPodAllowed;
  const reason = useReasonForm(
    podDecisionSchema,
    (text) => ({
      version: customer.version,
      isPodAllowed: allow,
      reason: text,
    }),
    (change) =>
      decide.mutate(change, {
        onSuccess: (saved) => {
          toast.success(
            saved.isPodAllowed
              ? `${saved.name} can pay on delivery again.`
              : `${saved.name} can no longer pay on delivery.`,
          );
          onClose();
        },
      }),
  );
  const verb = allow ? 'Allow pay on delivery' : 'Refuse pay on delivery';
  return (
    <ChangeModal
      open
      tone={allow ? 'default' : 'danger'}
      title={`${verb} for ${customer.name}?`}
      {...changeModalProps(decide, { label: verb, busy: 'Saving…', onClose })}
      onSubmit={reason.submit}
    >
      <p>
        {allow
          ? 'Checkout offers pay on delivery to them again from their next order.'
          : 'From their next checkout they pay online; orders already placed are not changed.'}
      </p>
      <ReasonField label="Reason" {...reason.field} />
    </ChangeModal>
  );
}
