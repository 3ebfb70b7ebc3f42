import { formatMobile } from '@makers-pantry/domain/accounts';
import { LEAD_STATES, type HubLead } from '@makers-pantry/domain/hub-leads';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import { Badge } from '../../ui/badge';
import { dayText, momentText } from '../../ui/hub-dates';
import { CallBackPage } from '../components/call-back-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useListParams } from '../../ui/use-list-params';
import { useLeads } from '../api/leads';
import { TurnLeadModal } from '../components/turn-lead-modal';
import { LEAD_STATE_NAMES, LEAD_STATE_TONES } from '../lead-texts';
import styles from './leads-screen.module.css';

/**
 * #/hub/leads (ops): the seller onboarding form's rows, newest first, paged by the server. A new
 * one is turned into a maker here, landing on the maker's page; the CSV has them all.
 */
export function LeadsScreen() {
  const list = useListParams();
  const state = list.read('state');
  const leads = useLeads({ state, page: list.page });
  const navigate = useNavigate();
  const [turning, setTurning] = useState<HubLead | null>(null);

  const columns: HubColumn<HubLead>[] = [
    ...COLUMNS,
    {
      key: 'state',
      header: 'State',
      cell: (lead) =>
        lead.maker ? (
          <span className={styles.stack}>
            <Badge tone={LEAD_STATE_TONES.turned}>{LEAD_STATE_NAMES.turned}</Badge>
            <Link to={hubPaths.maker(lead.maker.id)} className={styles.strong}>
              {lead.maker.storeName}
            </Link>
            {lead.turnedAt && (
              <span className={styles.muted}>
                {lead.turnedBy ? `by ${lead.turnedBy.name}, ` : ''}
                {dayText(lead.turnedAt)}
              </span>
            )}
          </span>
        ) : (
          <span className={styles.stack}>
            <Badge tone={LEAD_STATE_TONES.new}>{LEAD_STATE_NAMES.new}</Badge>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setTurning(lead)}
            >
              Turn into a maker
            </button>
          </span>
        ),
    },
  ];

  return (
    <CallBackPage
      title="Seller leads"
      csv="seller-leads.csv"
      all="All leads"
      states={LEAD_STATES}
      stateNames={LEAD_STATE_NAMES}
    >
      <HubTable
        label="Seller leads"
        columns={columns}
        rows={leads.data?.leads}
        query={leads}
        empty={
          state
            ? 'No leads in this state.'
            : 'No one has asked to sell yet. The shop\u2019s onboarding form fills this list.'
        }
        total={leads.data?.leadsCount}
        pageSize={leads.data?.pageSize}
      />
      <TurnLeadModal
        lead={turning}
        onClose={() => setTurning(null)}
        onTurned={(maker) => void navigate(hubPaths.maker(maker.id))}
      />
    </CallBackPage>
  );
}

const COLUMNS: HubColumn<HubLead>[] = [
  { key: 'createdAt', header: 'Received', cell: (lead) => momentText(lead.createdAt) },
  {
    key: 'person',
    header: 'Person',
    cell: (lead) => (
      <span className={styles.stack}>
        <span className={styles.strong}>{lead.firstName || '—'}</span>
        <span className={`${styles.muted} ${styles.nowrap}`}>+91 {formatMobile(lead.mobile)}</span>
      </span>
    ),
  },
  {
    key: 'cooks',
    header: 'Cooks',
    cell: (lead) => (
      <span className={styles.stack}>
        <span className={styles.strong}>{lead.cuisine}</span>
        <span>{lead.category}</span>
      </span>
    ),
  },
  {
    key: 'where',
    header: 'Where',
    cell: (lead) =>
      `${lead.doorNum}, ${lead.buildingDetails}, ${lead.road}, ${lead.area}, ${lead.city} ${lead.pincode}`,
  },
  {
    key: 'note',
    header: 'They wrote',
    cell: (lead) => (lead.freeText ? <span className={styles.note}>{lead.freeText}</span> : '—'),
  },
];
