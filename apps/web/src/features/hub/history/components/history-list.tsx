import type { HubAuditEntry, HubObjectType } from '@makers-pantry/domain/hub';
import { formatRupees } from '@makers-pantry/domain/money';
import { ROLE_NAMES } from '../../shell/hub-user';
import { dateText, momentText } from '../../ui/hub-dates';
import { RecordFeed } from '../../ui/record-feed';
import { useHistory } from '../api/history';
import styles from './history-list.module.css';

/** Words for the fields the audit log names; others are spelt out from their names. */
const FIELD_NAMES: Record<string, string> = {
  status: 'State',
  state: 'State',
  quantity: 'Quantity',
  plannedQuantity: 'Planned quantity',
  quantityRemaining: 'Left',
  expectedAt: 'Expected at the hub',
  bestBefore: 'Best-before',
  packedOn: 'Packed on',
  receivedAt: 'Received',
  receiptPhoto: 'Receipt photo',
  checkedAt: 'Checked',
  rejectionReason: 'Reason',
  productId: 'Product',
  storeName: 'Store name',
  categoryTag: 'Category tag',
  cuisineTag: 'Cuisine tag',
  aboutSeller: 'About',
  leadTimeHours: 'Lead time (hours)',
  suspendedAt: 'Suspended',
  suspensionReason: 'Reason',
  stopReason: 'Why it stopped',
  stoppedAt: 'Stopped',
  orders: 'Orders that had it',
};

const fieldName = (field: string) =>
  FIELD_NAMES[field] ??
  field
    .replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)
    .replace(/^./, (first) => first.toUpperCase());

/** Ids the object's page already shows by name (its maker, product, category). */
const isReference = (field: string) => field === 'id' || /Id$/.test(field);

/** Pictures and documents: where a file is kept is no news, whether it came or went is. */
const isFile = (field: string) => /(image\d?|photo|document)$/i.test(field);

function fileText(before: unknown, after: unknown, both: boolean): string {
  const had = before !== null && before !== undefined && before !== '';
  const has = after !== null && after !== undefined && after !== '';
  if (!both) return has || had ? 'Yes' : '—';
  return !had ? 'added' : !has ? 'removed' : 'replaced';
}

/** Amounts the audit log keeps in rupees: a product's price, a ticket's credit. */
const isMoney = (field: string) => field === 'price' || /Amount$/.test(field);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

function valueText(field: string, value: unknown, words?: Record<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isMoney(field) && typeof value === 'number') return formatRupees(value);
  if (typeof value === 'string') {
    if (words?.[value]) return words[value];
    if (DATE.test(value)) return dateText(value);
    if (INSTANT.test(value)) return momentText(value);
    return value;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // Lists the log keeps, such as a recall's orders by their numbers ('#11, #12-2').
  if (Array.isArray(value))
    return value.length === 0
      ? 'none'
      : value.map((one) => valueText(field, one, words)).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The fields a change moved, as 'Quantity: 20 → 18' (the version and ids are bookkeeping, not
 * news).
 */
function changesOf(entry: HubAuditEntry) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => field !== 'version' && !isReference(field),
  );
  return fields.filter(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
}

/** A list the change wrote where there was none (a recall's orders): read alone, not '— → …'. */
const isNewList = (before: unknown, after: unknown) =>
  (before === null || before === undefined) && Array.isArray(after);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An object's history (issue 25 section 5): every change, newest first, with who made it, in
 * which role, when, and each field before and after.
 */
export function HistoryList({
  type,
  id,
  words,
}: {
  type: HubObjectType;
  id: number;
  /** How this object's values read ('inwarded' is 'Received' on the batch page). */
  words?: Record<string, string>;
}) {
  const history = useHistory(type, id);
  return (
    <RecordFeed
      title="History"
      query={history}
      items={history.data?.history}
      loading="Loading the history…"
      empty="No changes recorded yet."
      listClassName={styles.list}
      item={(entry) => {
        const changes = changesOf(entry);
        const role =
          entry.actor.role === 'system' ? 'the shop itself' : ROLE_NAMES[entry.actor.role];
        return (
          <li key={entry.id} className={styles.entry}>
            <p className={styles.what}>
              <strong>{capitalised(entry.action)}</strong> by {entry.actor.name} ({role})
            </p>
            <time className={styles.when} dateTime={entry.at}>
              {momentText(entry.at)}
            </time>
            {changes.length > 0 && (
              <ul className={styles.changes}>
                {changes.map((field) => (
                  <li key={field}>
                    <span className={styles.field}>{fieldName(field)}:</span>{' '}
                    {isFile(field) ? (
                      fileText(
                        entry.before?.[field],
                        entry.after?.[field],
                        Boolean(entry.before && entry.after),
                      )
                    ) : entry.before &&
                      entry.after &&
                      field in entry.before &&
                      !isNewList(entry.before[field], entry.after[field]) ? (
                      <>
                        {valueText(field, entry.before[field], words)} →{' '}
                        {valueText(field, entry.after[field], words)}
                      </>
                    ) : (
                      // A new object, or a field the change set for the first time.
                      valueText(field, (entry.after ?? entry.before)?.[field], words)
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      }}
    />
  );
}
