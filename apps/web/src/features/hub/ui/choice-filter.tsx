import filterStyles from './hub-filters.module.css';
import { useListParams } from './use-list-params';

/**
 * One of a hub list's filters: a labelled choice ('State', 'Type') held in the URL's query under
 * `param`, its first option (`all`) showing everything and each other option named by `names`.
 */
export function ChoiceFilter<Value extends string>({
  label,
  param,
  all,
  choices,
  names,
}: {
  label: string;
  param: string;
  all: string;
  choices: readonly Value[];
  names: Record<Value, string>;
}) {
  const list = useListParams();
  return (
    <label className={filterStyles.filter}>
      <span>{label}</span>
      <select
        className={filterStyles.select}
        value={list.read(param) ?? ''}
        onChange={(event) => list.update({ [param]: event.target.value })}
      >
        <option value="">{all}</option>
        {choices.map((value) => (
          <option key={value} value={value}>
            {names[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
