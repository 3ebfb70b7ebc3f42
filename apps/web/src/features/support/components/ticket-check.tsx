import { ISSUE_LABELS, RESOLUTION_LABELS, type IssueItem } from '@makers-pantry/domain/support';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { CHECK_TITLE } from '../support-texts';
import { chosenItem, type IssueDraft } from './issue-draft';
import shared from './support-form.module.css';
import styles from './ticket-views.module.css';

/** The draft as it was sent, for the customer to confirm or change. */
export function TicketCheck({
  draft,
  items,
  orderNumber,
  onConfirm,
  onChange,
  busy,
  error,
}: {
  draft: IssueDraft;
  items: readonly IssueItem[];
  /** The purchase's number, as My Orders shows it. */
  orderNumber: number | null;
  onConfirm: () => void;
  onChange: () => void;
  busy: boolean;
  error: string | null;
}) {
  const item = chosenItem(draft, items);
  return (
    <div>
      <h1 id="help-title" className={shared.title}>
        {CHECK_TITLE}
      </h1>
      <dl className={styles.summary}>
        {orderNumber !== null && (
          <div>
            <dt>Order</dt>
            <dd>#{orderNumber}</dd>
          </div>
        )}
        <div>
          <dt>What went wrong</dt>
          <dd>{draft.type && ISSUE_LABELS[draft.type]}</dd>
        </div>
        {item && (
          <div>
            <dt>Item</dt>
            <dd>
              {item.name} ({draft.quantity ?? item.quantity} of {item.quantity})
            </dd>
          </div>
        )}
        {item && draft.resolutionType && (
          <div>
            <dt>What we will do</dt>
            <dd>{RESOLUTION_LABELS[draft.resolutionType]}</dd>
          </div>
        )}
        {draft.description.trim() && (
          <div>
            <dt>Details</dt>
            <dd className={styles.details}>{draft.description.trim()}</dd>
          </div>
        )}
      </dl>
      {draft.photos.length > 0 && (
        <ul className={styles.photos} aria-label="Photos">
          {draft.photos.map((photo, index) => (
            <li key={photo.previewUrl}>
              <img src={photo.previewUrl} alt={`Photo ${index + 1}`} width={96} height={96} />
            </li>
          ))}
        </ul>
      )}
      {error && <ErrorAlert detail={error} />}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onConfirm} disabled={busy}>
          {busy ? 'Confirming…' : 'Confirm ticket'}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={onChange}
          disabled={busy}
        >
          Change
        </button>
      </div>
    </div>
  );
}
