import { zodResolver } from '@hookform/resolvers/zod';
import {
  SLOT_KIND_NAMES,
  SLOT_TEMPLATE_KINDS,
  type SlotTemplateCreate,
} from '@makers-pantry/domain/hub-slots';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isQuickTemplate } from '@makers-pantry/domain/delivery-time';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { CountField, RupeesField } from '../../../../components/ui/number-fields';
import { toast } from '../../../../lib/toast';
import { hubPaths } from '../../shell/hub-paths';
import { SubmitButton } from '../../ui/submit-button';
import formFrame from '../../ui/hub-form.module.css';
import filterStyles from '../../ui/hub-filters.module.css';
import { HubPage } from '../../ui/hub-page';
import { problemAt } from '../../../../lib/form-boxes';
import { useCreateTemplate } from '../api/slots';
import {
  AREA_NAMES,
  NEW_TEMPLATE,
  templateFormSchema,
  WEEKDAY_NAMES,
  type TemplateFormValues,
} from '../template-form-values';

/**
 * #/hub/slots/templates/new: a weekday's new slot template, with its kind, window, capacity, the
 * cut-off ('the day before at 22:00' or hours before the start), the delivery area it serves and
 * its fee. Before, only the API could add one. Checked by the server's own schema first.
 */
export function NewTemplateScreen() {
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TemplateFormValues, unknown, SlotTemplateCreate>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: NEW_TEMPLATE,
  });
  const kind = useWatch({ control, name: 'kind' });
  const cutoffRule = useWatch({ control, name: 'cutoffRule' });
  const all = errors as FieldErrors;
  const save = (template: SlotTemplateCreate) =>
    create.mutate(template, {
      onSuccess: (saved) => {
        toast.success(
          `${saved.weekdayName}'s ${saved.start} to ${saved.end} template added: its slots are made on the next run.`,
        );
        void navigate(hubPaths.slotTemplates);
      },
    });

  return (
    <HubPage
      title="New slot template"
      up={{ to: hubPaths.slotTemplates, label: "The week's slot templates" }}
    >
      <form className={formFrame.form} noValidate onSubmit={handleSubmit(save)}>
        <div className={formFrame.row}>
          <SelectField label="Weekday" {...register('weekday')}>
            {WEEKDAY_NAMES.map((name, day) => (
              <option key={name} value={day}>
                {name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Kind" error={problemAt(all, 'kind')} {...register('kind')}>
            {SLOT_TEMPLATE_KINDS.map((value) => (
              <option key={value} value={value}>
                {SLOT_KIND_NAMES[value]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Starts"
            type="time"
            error={problemAt(all, 'start')}
            {...register('start')}
          />
          <TextField label="Ends" type="time" error={problemAt(all, 'end')} {...register('end')} />
          <CountField
            label="Orders per slot"
            min={0}
            error={problemAt(all, 'capacity')}
            {...register('capacity')}
          />
          <SelectField
            label="Delivery area"
            error={problemAt(all, 'serviceablePolygon')}
            hint="The customers it serves, as Areas draws them."
            {...register('serviceablePolygon')}
          >
            {Object.entries(AREA_NAMES).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>
        {isQuickTemplate({ kind }) ? (
          <CountField
            label="Promise (minutes)"
            error={problemAt(all, 'promisedMinutes')}
            hint="Quick slots have no cut-off: each hour closes its own promise."
            {...register('promisedMinutes')}
          />
        ) : (
          <fieldset className={formFrame.row}>
            <legend>Stops taking orders</legend>
            <SelectField label="Cut-off" {...register('cutoffRule')}>
              <option value="dayBeforeAt">The day before, at a time</option>
              <option value="hoursBeforeStart">Hours before the slot starts</option>
            </SelectField>
            {cutoffRule === 'dayBeforeAt' ? (
              <TextField
                label="The day before at"
                type="time"
                error={problemAt(all, 'cutoff.time') ?? problemAt(all, 'cutoff')}
                {...register('cutoffTime')}
              />
            ) : (
              <CountField
                label="Hours before the start"
                error={problemAt(all, 'cutoff.hours') ?? problemAt(all, 'cutoff')}
                {...register('cutoffHours')}
              />
            )}
          </fieldset>
        )}
        <div className={formFrame.row}>
          <RupeesField
            label="Delivery fee (₹)"
            error={problemAt(all, 'deliveryFee')}
            {...register('deliveryFee')}
          />
          <RupeesField
            label="Free delivery from (₹)"
            error={problemAt(all, 'freeDeliveryAmount')}
            {...register('freeDeliveryAmount')}
          />
        </div>
        <label className={filterStyles.check}>
          <input type="checkbox" {...register('isPodAllowed')} />
          Pay on delivery allowed
        </label>
        {create.error && <ErrorAlert detail={create.error.detail} />}
        <div>
          <SubmitButton change={create} busy="Adding…">
            Add template
          </SubmitButton>
        </div>
      </form>
    </HubPage>
  );
}
