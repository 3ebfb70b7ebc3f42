import { TextField } from '../../../../components/ui/text-field';
import styles from './schedule-fields.module.css';

export interface ScheduleValues {
  activeFrom: string;
  activeTo: string;
}

/**
 * When a banner or collection shows, in Indian time: blank start is at once, blank end is until
 * turned off. The shop starts and ends it by itself; nobody has to be there at midnight.
 */
export function ScheduleFields({
  values,
  errors,
  onChange,
}: {
  values: ScheduleValues;
  errors: Record<string, string>;
  onChange: (values: ScheduleValues) => void;
}) {
  return (
    <>
      <TextField
        label="Shows from"
        className={styles.when}
        type="datetime-local"
        value={values.activeFrom}
        onChange={(event) => onChange({ ...values, activeFrom: event.target.value })}
        error={errors.activeFrom}
        hint="Leave empty to show at once."
      />
      <TextField
        label="Shows until"
        className={styles.when}
        type="datetime-local"
        value={values.activeTo}
        onChange={(event) => onChange({ ...values, activeTo: event.target.value })}
        error={errors.activeTo}
        hint="Leave empty for no end."
      />
    </>
  );
}
