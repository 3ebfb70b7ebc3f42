import type { ReactNode } from 'react';
import { ChoiceFilter } from '../../ui/choice-filter';
import filterStyles from '../../ui/hub-filters.module.css';
import { HubPage } from '../../ui/hub-page';
import { CsvButton } from './csv-button';
import { LeadsTabs } from './leads-tabs';

/**
 * The page of one of the leads area's call-back lists: its tabs, the whole list as the server's
 * CSV (`hub/<csv>`), and its filter by state (held in the URL) above the list.
 */
export function CallBackPage<State extends string>({
  title,
  csv,
  all,
  states,
  stateNames,
  children,
}: {
  title: string;
  csv: string;
  all: string;
  states: readonly State[];
  stateNames: Record<State, string>;
  children: ReactNode;
}) {
  return (
    <HubPage title={title} actions={<CsvButton path={`hub/${csv}`} fileName={csv} />}>
      <LeadsTabs />
      <div className={filterStyles.filters}>
        <ChoiceFilter label="State" param="state" all={all} choices={states} names={stateNames} />
      </div>
      {children}
    </HubPage>
  );
}
