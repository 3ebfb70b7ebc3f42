import type { ReactNode } from 'react';
import filterStyles from './hub-filters.module.css';
import { useListParams } from './use-list-params';

/** Where a list lays a filter out its own way (the board's column, a wider area box). */
export interface FilterClasses {
  /** In place of the row's labelled box. */
  label?: string;
  /** In place of the box itself. */
  select?: string;
}

/**
 * A filter's value in the URL's query under `param`, and how a new one gets there: `resets`
 * names what else the query holds that a new value makes meaningless (the board's or the
 * tickets' place in the older rows); the page always starts again.
 */
function useFilter(param: string, resets: readonly string[]) {
  const list = useListParams();
  return {
    value: list.read(param),
    change: (value: string | undefined) =>
      list.update({
        [param]: value,
        ...Object.fromEntries(resets.map((key) => [key, undefined])),
      }),
  };
}

/** A filter's name beside its box. */
function FilterLabel({
  label,
  classes,
  children,
}: {
  label: string;
  classes: FilterClasses;
  children: ReactNode;
}) {
  return (
    <label className={classes.label ?? filterStyles.filter}>
      <span>{label}</span>
      {children}
    </label>
  );
}

/**
 * One of a hub list's filters: a labelled choice ('State', 'Maker') held in the URL's query under
 * `param`, its first option (`all`) showing everything and each other option named by `names`.
 * Without `all` the list always shows one of `choices`: the first when the URL names none.
 */
export function ChoiceFilter<Value extends string>({
  label,
  param,
  all,
  choices,
  names,
  resets = [],
  classes = {},
}: {
  label: string;
  param: string;
  all?: string;
  choices: readonly Value[];
  names: Record<Value, string>;
  resets?: readonly string[];
  classes?: FilterClasses;
}) {
  const filter = useFilter(param, resets);
  return (
    <FilterLabel label={label} classes={classes}>
      <select
        className={classes.select ?? filterStyles.select}
        value={filter.value ?? (all === undefined ? choices[0] : '')}
        onChange={(event) => filter.change(event.target.value)}
      >
        {all !== undefined && <option value="">{all}</option>}
        {choices.map((value) => (
          <option key={value} value={value}>
            {names[value]}
          </option>
        ))}
      </select>
    </FilterLabel>
  );
}

/**
 * A hub list's day ('Delivery day'), held in the URL's query under `date`; `dateless` is the day
 * the list shows when the URL names none, kept out of the URL so a link to it stays today's.
 */
export function DayFilter({
  label,
  date,
  dateless,
  resets = [],
  classes = {},
}: {
  label: string;
  date: string;
  dateless?: string;
  resets?: readonly string[];
  classes?: FilterClasses;
}) {
  const filter = useFilter('date', resets);
  return (
    <FilterLabel label={label} classes={classes}>
      <input
        type="date"
        className={classes.select ?? filterStyles.select}
        value={date}
        onChange={(event) =>
          filter.change(event.target.value === dateless ? undefined : event.target.value)
        }
      />
    </FilterLabel>
  );
}
