import { formatRupees } from '@makers-pantry/domain/money';
import {
  GENERAL_ISSUE_TYPES,
  ISSUE_IMAGE_LIMIT,
  ISSUE_LABELS,
  ORDER_ISSUE_TYPES,
  RESOLUTION_LABELS,
  RESOLUTION_TYPES,
  isProductIssue,
  isReplaceable,
  type IssueItem,
} from '@makers-pantry/domain/support';
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert';
import controls from '../../../components/ui/form-control.module.css';
import { chosenItem, draftProblems, type DraftProblems, type IssueDraft } from './issue-draft';
import { compressPhoto, PHOTO_UNREADABLE, type IssuePhoto } from './issue-photo';
import styles from './issue-form.module.css';
import shared from './support-form.module.css';

/**
 * The help form: what went wrong, for a product issue the item and what
 * we should do about it, details and photos. The sentences show on submit, beside their fields.
 */
export function IssueForm({
  orderId,
  items,
  draft,
  onChange,
  onSubmit,
  busy,
  error,
}: {
  orderId: number | null;
  items: readonly IssueItem[];
  draft: IssueDraft;
  /** The screen's state setter: photos arrive after compressing, so changes apply to the latest draft. */
  onChange: Dispatch<SetStateAction<IssueDraft>>;
  onSubmit: () => void;
  busy: boolean;
  error: string | null;
}) {
  // The sentences appear on the first submit, then follow the form as the customer mends it.
  const [tried, setTried] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const detailsId = useId();
  const photosId = useId();
  const types = orderId === null ? GENERAL_ISSUE_TYPES : ORDER_ISSUE_TYPES;
  const productIssue = isProductIssue(draft.type);
  const item = chosenItem(draft, items);
  const set = (change: Partial<IssueDraft>) => onChange((current) => ({ ...current, ...change }));

  const problems: DraftProblems = tried ? draftProblems(draft, orderId, items) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = draftProblems(draft, orderId, items);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (!first) {
      onSubmit();
      return;
    }
    // As the other forms do: the first field to mend gets focus, which also brings it into view
    // (on a phone the sentence at the top is a long way above Continue).
    formRef.current
      ?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, textarea):not(:disabled)`)
      ?.focus();
  };

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const room = ISSUE_IMAGE_LIMIT - draft.photos.length;
    setPhotoError(files.length > room ? `You can add at most ${ISSUE_IMAGE_LIMIT} photos.` : null);
    const added: IssuePhoto[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      try {
        added.push(await compressPhoto(file));
      } catch {
        setPhotoError(PHOTO_UNREADABLE);
      }
    }
    if (added.length > 0)
      onChange((current) => ({ ...current, photos: [...current.photos, ...added] }));
  };

  const removePhoto = (index: number) => {
    URL.revokeObjectURL(draft.photos[index]!.previewUrl);
    onChange((current) => ({ ...current, photos: current.photos.filter((_, at) => at !== index) }));
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Choice field="type" legend="What went wrong?" error={problems.type}>
        {types.map((type) => (
          <Option
            key={type}
            name="type"
            checked={draft.type === type}
            onSelect={() => set({ type, resolutionType: '' })}
          >
            {ISSUE_LABELS[type]}
          </Option>
        ))}
      </Choice>

      {productIssue && items.length > 1 && (
        <Choice field="orderItem" legend="Which item?" error={problems.orderItem}>
          {items.map((option) => (
            <Option
              key={option.id}
              name="orderItem"
              checked={draft.orderItem === option.id}
              onSelect={() => set({ orderItem: option.id, quantity: null, resolutionType: '' })}
            >
              {option.name}
              <span className={styles.sub}>
                {option.quantity} x {formatRupees(option.price)}
                {option.sellerStoreName && ` · ${option.sellerStoreName}`}
              </span>
            </Option>
          ))}
        </Choice>
      )}

      {productIssue && item && item.quantity > 1 && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${detailsId}-quantity`}>
            How many of {item.name}?
          </label>
          <select
            id={`${detailsId}-quantity`}
            className={controls.control}
            value={draft.quantity ?? item.quantity}
            onChange={(event) => set({ quantity: Number(event.target.value) })}
          >
            {Array.from({ length: item.quantity }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      )}

      {productIssue && (
        <Choice
          field="resolutionType"
          legend="What would you like us to do?"
          error={problems.resolutionType}
        >
          {RESOLUTION_TYPES.map((resolution) => {
            const unavailable =
              resolution === 'REPLACEMENT' && item !== undefined && !isReplaceable(item);
            return (
              <Option
                key={resolution}
                name="resolutionType"
                checked={draft.resolutionType === resolution}
                disabled={unavailable}
                onSelect={() => set({ resolutionType: resolution })}
              >
                {RESOLUTION_LABELS[resolution]}
                {unavailable && (
                  <span className={styles.sub}>
                    This item is no longer sold, so it cannot be sent again.
                  </span>
                )}
                {resolution === 'DISCOUNT' && (
                  <span className={styles.sub}>Its price comes off your next order by itself.</span>
                )}
              </Option>
            );
          })}
        </Choice>
      )}

      <div className={styles.field} data-field="description">
        <label className={styles.label} htmlFor={detailsId}>
          Details{draft.type === 'ORDER_NOT_DELIVERED' ? ' (optional)' : ''}
        </label>
        <textarea
          id={detailsId}
          className={controls.control}
          maxLength={1000}
          value={draft.description}
          aria-invalid={problems.description ? true : undefined}
          aria-describedby={`${detailsId}-message`}
          onChange={(event) => set({ description: event.target.value })}
        />
        <p
          id={`${detailsId}-message`}
          className={problems.description ? controls.error : controls.hint}
        >
          {problems.description ?? 'Tell us what happened, in a few words.'}
        </p>
      </div>

      <div className={styles.field}>
        <span className={styles.label} id={`${photosId}-label`}>
          Photos (optional, up to {ISSUE_IMAGE_LIMIT})
        </span>
        {draft.photos.length > 0 && (
          <ul className={styles.photos} aria-labelledby={`${photosId}-label`}>
            {draft.photos.map((photo, index) => (
              <li key={photo.previewUrl}>
                <img src={photo.previewUrl} alt={`Photo ${index + 1}`} width={88} height={88} />
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => removePhoto(index)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={photosId}
          className={styles.fileInput}
          type="file"
          accept="image/*"
          multiple
          disabled={draft.photos.length >= ISSUE_IMAGE_LIMIT}
          aria-describedby={photoError ? `${photosId}-message` : undefined}
          onChange={(event) => void addPhotos(event)}
        />
        {draft.photos.length < ISSUE_IMAGE_LIMIT && (
          <label className={`button button-secondary ${styles.addPhotos}`} htmlFor={photosId}>
            Add photos
          </label>
        )}
        {photoError && (
          <p id={`${photosId}-message`} className={controls.error}>
            {photoError}
          </p>
        )}
      </div>

      {error && <ErrorAlert detail={error} />}
      <button type="submit" className={`button ${shared.submit}`} disabled={busy}>
        {busy ? 'Sending…' : 'Continue'}
      </button>
    </form>
  );
}

/** The fields in the order the customer meets them, for focusing the first one to mend. */
const FIELD_ORDER = ['type', 'orderItem', 'resolutionType', 'description'] as const;

function Choice({
  field,
  legend,
  error,
  children,
}: {
  field: keyof DraftProblems;
  legend: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className={styles.choice}
      data-field={field}
      aria-describedby={error ? id : undefined}
    >
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.options}>{children}</div>
      {error && (
        <p id={id} className={controls.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Option({
  name,
  checked,
  disabled = false,
  onSelect,
  children,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={styles.option}
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
    >
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onSelect} />
      <span className={styles.optionText}>{children}</span>
    </label>
  );
}
