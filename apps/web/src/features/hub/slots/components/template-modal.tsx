import {
  slotTemplateEditSchema,
  type HubSlotTemplate,
  type SlotCutoff,
} from '@makers-pantry/domain/hub-slots';
import { TextField } from '../../../../components/ui/text-field';
import { CountField, RupeesField } from '../../../../components/ui/number-fields';
import { toast } from '../../../../lib/toast';
import { HistoryList } from '../../history/components/history-list';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import formFrame from '../../ui/hub-form.module.css';
import filterStyles from '../../ui/hub-filters.module.css';
import { useHubForm } from '../../ui/use-hub-form';
import { boxesOf, problemAt } from '../../../../lib/form-boxes';
import { useEditTemplate } from '../api/slots';

type Values = Record<
  'start' | 'end' | 'capacity' | 'deliveryFee' | 'freeDeliveryAmount' | 'cutoffValue',
  string
> & { isPodAllowed: boolean; isActive: boolean };

const valuesOf = (template: HubSlotTemplate): Values => ({
  start: template.start,
  end: template.end,
  capacity: String(template.capacity),
  deliveryFee: String(template.deliveryFee),
  freeDeliveryAmount: String(template.freeDeliveryAmount),
  cutoffValue:
    template.cutoff?.rule === 'dayBeforeAt'
      ? template.cutoff.time
      : template.cutoff
        ? String(template.cutoff.hours)
        : '',
  isPodAllowed: template.isPodAllowed,
  isActive: template.isActive,
});

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The cut-off as the template's rule reads it from its box; quick templates have none. */
function cutoffOf(template: HubSlotTemplate, value: string): SlotCutoff | null {
  if (!template.cutoff) return null;
  return template.cutoff.rule === 'dayBeforeAt'
    ? { rule: 'dayBeforeAt', time: value }
    : { rule: 'hoursBeforeStart', hours: numberOf(value) as number };
}

/** What the boxes change of the template: only that is sent. */
function changesOf(template: HubSlotTemplate, values: Values) {
  const before = valuesOf(template);
  const changes: Record<string, unknown> = {};
  if (values.start !== before.start) changes.start = values.start;
  if (values.end !== before.end) changes.end = values.end;
  for (const field of ['capacity', 'deliveryFee', 'freeDeliveryAmount'] as const)
    if (values[field] !== before[field]) changes[field] = numberOf(values[field]);
  if (values.cutoffValue !== before.cutoffValue)
    changes.cutoff = cutoffOf(template, values.cutoffValue);
  if (values.isPodAllowed !== before.isPodAllowed) changes.isPodAllowed = values.isPodAllowed;
  if (values.isActive !== before.isActive) changes.isActive = values.isActive;
  return changes;
}

/**
 * A weekday's template edited on its version: only what changed is sent. Slots already made keep
 * their numbers; the ones made after the edit follow it.
 */
export function TemplateModal({
  template,
  onClose,
}: {
  template: HubSlotTemplate;
  onClose: () => void;
}) {
  const edit = useEditTemplate(template.id);
  const form = useHubForm({
    schema: slotTemplateEditSchema,
    defaultValues: valuesOf(template),
    request: (values: Values) => ({ version: template.version, ...changesOf(template, values) }),
  });
  const box = boxesOf(form);
  const save = form.handleSubmit((change) =>
    edit.mutate(change, {
      onSuccess: (saved) => {
        toast.success(`${saved.weekdayName}'s ${saved.start} to ${saved.end} template saved.`);
        onClose();
      },
    }),
  );

  const cutoff = template.cutoff;
  return (
    <ChangeModal
      open
      title={`${template.weekdayName}, ${template.kindName}`}
      {...changeModalProps(edit, { label: 'Save', busy: 'Saving…', onClose })}
      onSubmit={() => void save()}
    >
      <p>Slots already made keep their numbers; those made from now on follow this.</p>
      <div className={formFrame.row}>
        <TextField label="Starts" type="time" {...box('start')} />
        <TextField label="Ends" type="time" {...box('end')} />
        <CountField label="Orders per slot" min={0} {...box('capacity')} />
        {cutoff && (
          <TextField
            label={
              cutoff.rule === 'dayBeforeAt'
                ? 'Stops taking orders the day before at'
                : 'Stops taking orders (hours before start)'
            }
            type={cutoff.rule === 'dayBeforeAt' ? 'time' : 'number'}
            {...form.register('cutoffValue')}
            error={problemAt(form.formState.errors, 'cutoff')}
          />
        )}
        <RupeesField label="Delivery fee (₹)" {...box('deliveryFee')} />
        <RupeesField label="Free delivery from (₹)" {...box('freeDeliveryAmount')} />
      </div>
      <label className={filterStyles.check}>
        <input type="checkbox" {...form.register('isPodAllowed')} />
        Pay on delivery allowed
      </label>
      <label className={filterStyles.check}>
        <input type="checkbox" {...form.register('isActive')} />
        In use: makes slots for the coming days
      </label>
      {/* Who changed the template and what, kept by the server (before, only the API read it). */}
      <HistoryList type="slot_template" id={template.id} />
    </ChangeModal>
  );
}
