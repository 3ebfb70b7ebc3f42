import { CODE_STATES, type HubCode } from '@makers-pantry/domain/hub-discounts';
import { formatRupees } from '@makers-pantry/domain/money';
import { Link } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import { Badge } from '../../ui/badge';
import { momentText } from '../../ui/hub-dates';
import { ChoiceFilter } from '../../ui/choice-filter';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useListParams } from '../../ui/use-list-params';
import { useCodes } from '../api/codes';
import { CODE_STATE_NAMES, CODE_STATE_TONES, offText, usesText } from '../code-texts';
import filterStyles from '../../ui/hub-filters.module.css';
import styles from './codes-screen.module.css';

/** #/hub/codes: every discount code, latest ending first, filtered by what it is now. */
export function CodesScreen() {
  const list = useListParams();
  const state = list.read('state');
  const codes = useCodes(state);
  return (
    <HubPage title="Discount codes" start={{ to: hubPaths.newCode, label: 'New code' }}>
      <div className={filterStyles.filters}>
        <ChoiceFilter
          label="State"
          param="state"
          all="All codes"
          choices={CODE_STATES}
          names={CODE_STATE_NAMES}
        />
      </div>
      <HubTable
        label="Discount codes"
        columns={COLUMNS}
        rows={codes.data?.codes}
        query={codes}
        empty={state ? 'No codes in this state.' : 'No discount codes yet.'}
      />
    </HubPage>
  );
}

const COLUMNS: HubColumn<HubCode>[] = [
  {
    key: 'code',
    header: 'Code',
    cell: (code) => (
      <Link to={hubPaths.code(code.id)} className={styles.code}>
        {code.code}
      </Link>
    ),
  },
  { key: 'off', header: 'Discount', cell: offText },
  {
    key: 'minOrder',
    header: 'Minimum order',
    numeric: true,
    cell: (code) => (code.minOrder > 0 ? formatRupees(code.minOrder) : '—'),
  },
  {
    key: 'window',
    header: 'Valid',
    cell: (code) => `${momentText(code.validFrom)} to ${momentText(code.validTo)}`,
  },
  { key: 'uses', header: 'Uses', cell: usesText },
  {
    key: 'state',
    header: 'State',
    cell: (code) => (
      <Badge tone={CODE_STATE_TONES[code.state]}>{CODE_STATE_NAMES[code.state]}</Badge>
    ),
  },
];
