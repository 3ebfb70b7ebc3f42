import type { CodeUses } from '@makers-pantry/domain/hub-discounts';
import { formatRupees } from '@makers-pantry/domain/money';
import { NotFound } from '../../../../components/ui/not-found';
import { RecordById, RecordWaiting } from '../../ui/record-page';
import { HistoryList } from '../../history/components/history-list';
import { hubPaths } from '../../shell/hub-paths';
import { OrderLink } from '../../ui/order-link';
import { Badge } from '../../ui/badge';
import { Facts } from '../../ui/facts';
import { momentText } from '../../ui/hub-dates';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useCodeUses } from '../api/codes';
import { CODE_STATE_NAMES, CODE_STATE_TONES, noUsesText, offText, usesText } from '../code-texts';
import { CodeForm } from '../components/code-form';
import styles from './code-screen.module.css';

type Use = CodeUses['uses'][number];

/** #/hub/codes/:id: a code's rules (editable), who used it, and its history. */
export const CodeScreen = () => <RecordById Page={CodePage} />;

function CodePage({ id }: { id: number }) {
  const page = useCodeUses(id);
  const up = { to: hubPaths.codes(), label: 'Discount codes' };
  if (page.error?.status === 404) return <NotFound />;
  if (!page.data)
    return (
      <RecordWaiting title="Discount code" up={up} error={page.error} loading={<p>Loading…</p>} />
    );
  const { code, uses } = page.data;
  return (
    <HubPage
      title={code.code}
      up={up}
      actions={<Badge tone={CODE_STATE_TONES[code.state]}>{CODE_STATE_NAMES[code.state]}</Badge>}
    >
      <Facts
        facts={[
          ['Discount', offText(code)],
          ['Uses', `${usesText(code)}, at most ${code.usesPerCustomer} per customer`],
          ['Valid', `${momentText(code.validFrom)} to ${momentText(code.validTo)}`],
          ['Created', momentText(code.createdAt)],
        ]}
      />
      <CodeForm
        key={code.version}
        code={code}
        onSaved={() => undefined}
        reload={() => void page.refetch()}
      />
      <h2 className={styles.subhead}>Who used it</h2>
      <HubTable
        label="Uses"
        columns={USE_COLUMNS}
        rows={uses}
        query={{ isFetching: page.isFetching }}
        empty={noUsesText(code)}
      />
      <HistoryList type="discount" id={code.id} />
    </HubPage>
  );
}

const USE_COLUMNS: HubColumn<Use>[] = [
  { key: 'at', header: 'When', cell: (use) => momentText(use.at) },
  {
    key: 'customer',
    header: 'Customer',
    cell: (use) => `${use.customer.name}, ${use.customer.mobile}`,
  },
  {
    key: 'orders',
    header: 'Orders',
    cell: (use) =>
      use.orders.map((order, at) => (
        <span key={order.id}>
          {at > 0 && ', '}
          <OrderLink order={order} />
        </span>
      )),
  },
  { key: 'amount', header: 'Saved', numeric: true, cell: (use) => formatRupees(use.amount) },
  {
    key: 'released',
    header: 'Given back',
    cell: (use) => (use.releasedAt ? momentText(use.releasedAt) : '—'),
  },
];
