import {
  slotTemplateEditSchema,
  type HubSlotTemplate,
  type SlotCutoff,
} from '@makers-pantry/domain/hub-slots';
import { useState } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import { HistoryList } from '../../history/components/history-list';
import { ChangeModal } from '../../ui/change-modal';
import { fieldErrors } from '../../ui/field-errors';
import formFrame from '../../ui/hub-form.module.css';
import filterStyles from '../../ui/hub-filters.module.css';
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
  const [values, setValues] = useState(() => valuesOf(template));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = () => {
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
    const parsed = slotTemplateEditSchema.safeParse({ version: template.version, ...changes });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    edit.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast.success(`${saved.weekdayName}'s ${saved.start} to ${saved.end} template saved.`);
        onClose();
      },
    });
  };

  const cutoff = template.cutoff;
  return (
    <ChangeModal
      open
      title={`${template.weekdayName}, ${template.kindName}`}
      submitLabel={edit.isPending ? 'Saving…' : 'Save'}
      pending={edit.isPending}
      error={edit.error}
      onSubmit={submit}
      onClose={onClose}
      onReload={onClose}
    >
      <p>Slots already made keep their numbers; those made from now on follow this.</p>
      <div className={formFrame.row}>
        <TextField
          label="Starts"
          type="time"
          value={values.start}
          onChange={set('start')}
          error={errors.start}
        />
        <TextField
          label="Ends"
          type="time"
          value={values.end}
          onChange={set('end')}
          error={errors.end}
        />
        <TextField
          label="Orders per slot"
          type="number"
          inputMode="numeric"
          min={0}
          value={values.capacity}
          onChange={set('capacity')}
          error={errors.capacity}
        />
        {cutoff && (
          <TextField
            label={
              cutoff.rule === 'dayBeforeAt'
                ? 'Stops taking orders the day before at'
                : 'Stops taking orders (hours before start)'
            }
            type={cutoff.rule === 'dayBeforeAt' ? 'time' : 'number'}
            value={values.cutoffValue}
            onChange={set('cutoffValue')}
            error={errors.cutoff}
          />
        )}
        <TextField
          label="Delivery fee (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          value={values.deliveryFee}
          onChange={set('deliveryFee')}
          error={errors.deliveryFee}
        />
        <TextField
          label="Free delivery from (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          value={values.freeDeliveryAmount}
          onChange={set('freeDeliveryAmount')}
          error={errors.freeDeliveryAmount}
        />
      </div>
      <label className={filterStyles.check}>
        <input
          type="checkbox"
          checked={values.isPodAllowed}
          onChange={(event) => setValues({ ...values, isPodAllowed: event.target.checked })}
        />
        Pay on delivery allowed
      </label>
      <label className={filterStyles.check}>
        <input
          type="checkbox"
          checked={values.isActive}
          onChange={(event) => setValues({ ...values, isActive: event.target.checked })}
        />
        In use: makes slots for the coming days
      </label>
      {/* Who changed the template and what, kept by the server (before, only the API read it). */}
      <HistoryList type="slot_template" id={template.id} />
    </ChangeModal>
  );
}
