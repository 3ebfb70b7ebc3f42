import { formatMobile } from '@makers-pantry/domain/accounts';
import type { HubLead } from '@makers-pantry/domain/hub-leads';
import { leadTurnSchema, type HubMaker } from '@makers-pantry/domain/hub-makers';
import { toast } from '../../../../lib/toast';
import {
  EMPTY_NEW_MAKER,
  NewMakerFields,
  newMakerFieldsOf,
  type NewMakerValues,
} from '../../makers/components/new-maker-fields';
import { ChangeModal } from '../../ui/change-modal';
import { useHubForm } from '../../ui/use-hub-form';
import { useTurnLead } from '../api/leads';
import styles from './turn-lead-modal.module.css';

/** What a blank box becomes: the lead's own words (decision 031). */
const FROM_THE_LEAD = {
  categoryTag: 'Empty: their best dishes.',
  cuisineTag: 'Empty: their cuisine.',
  aboutSeller: 'Empty: what they wrote, then their best dishes.',
};

/**
 * Ops turn a lead into a maker: a store name (the form asked for none), anything typed over the
 * lead's own words, and how it starts. The sender's login gets the seller role and the store.
 */
export function TurnLeadModal({
  lead,
  onClose,
  onTurned,
}: {
  lead: HubLead | null;
  onClose: () => void;
  onTurned: (maker: HubMaker) => void;
}) {
  const turn = useTurnLead();
  const form = useHubForm({
    schema: leadTurnSchema,
    defaultValues: EMPTY_NEW_MAKER,
    // On the lead as listed: a colleague who turned it meanwhile makes this a 409 to reload.
    request: (values: NewMakerValues) => ({
      ...newMakerFieldsOf(values, { blankIsUnsaid: true }),
      version: lead?.version,
    }),
  });
  const close = () => {
    form.reset(EMPTY_NEW_MAKER);
    turn.reset();
    onClose();
  };

  const save = form.handleSubmit((change) => {
    if (!lead) return;
    turn.mutate(
      { leadId: lead.id, ...change },
      {
        onSuccess: ({ maker }) => {
          toast.success(
            `${maker.storeName} is made. ${lead.firstName || 'Its owner'} runs it from their next visit to the hub.`,
          );
          onTurned(maker);
        },
      },
    );
  });

  return (
    <ChangeModal
      open={lead !== null}
      title={`Turn ${lead?.firstName || 'this lead'} into a maker`}
      submitLabel={turn.isPending ? 'Turning…' : 'Turn into a maker'}
      pending={turn.isPending}
      error={turn.error}
      onSubmit={() => void save()}
      onClose={close}
      onReload={() => turn.reset()}
    >
      {lead && (
        <dl className={styles.lead}>
          <dt>Who</dt>
          <dd>
            {lead.firstName || '—'}, +91 {formatMobile(lead.mobile)}
          </dd>
          <dt>Cuisine</dt>
          <dd>{lead.cuisine}</dd>
          <dt>Best dishes</dt>
          <dd>{lead.category}</dd>
          {lead.freeText && (
            <>
              <dt>They wrote</dt>
              <dd>{lead.freeText}</dd>
            </>
          )}
        </dl>
      )}
      <NewMakerFields
        form={form}
        hints={{
          ...FROM_THE_LEAD,
          storeName: 'As customers will see it; the form asked for none.',
        }}
      />
    </ChangeModal>
  );
}
