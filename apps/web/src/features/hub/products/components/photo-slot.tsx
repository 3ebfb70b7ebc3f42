import type { ChangeEvent } from 'react';
import { UploadProgress, UploadRefusal } from './upload-status';
import { useUpload, type SendFile } from './use-upload';
import styles from './uploader.module.css';

/** The types the server reads from the bytes; `accept` only steers the phone's picker. */
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * One of a product's photos, from a phone: 'Take a photo' opens the camera, 'Choose a photo' the
 * gallery. The chosen photo shows at once with its progress; a refused one says why.
 */
export function PhotoSlot({
  label,
  imageUrl,
  imageAlt,
  send,
  disabled = false,
}: {
  label: string;
  imageUrl: string | null;
  imageAlt: string;
  send: SendFile;
  disabled?: boolean;
}) {
  const { state, start } = useUpload(send, { preview: true });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (file) void start(file);
  };
  const busy = disabled || state.step === 'sending';
  const shown = state.step === 'sending' ? state.previewUrl : imageUrl;

  return (
    <div className={styles.slot} role="group" aria-label={label}>
      <p className={styles.slotLabel}>{label}</p>
      {shown ? (
        <img
          src={shown}
          alt={state.step === 'sending' ? '' : imageAlt}
          width={240}
          height={240}
          className={`${styles.image} ${state.step === 'sending' ? styles.pending : ''}`}
        />
      ) : (
        <div className={styles.noImage}>No photo yet</div>
      )}
      {state.step === 'sending' && <UploadProgress name={state.name} sent={state.sent} />}
      {state.step === 'refused' && <UploadRefusal name={state.name} problem={state.problem} />}
      <div className={styles.pickers}>
        <label className={`button ${styles.picker} ${styles.camera} ${busy ? styles.off : ''}`}>
          <input
            type="file"
            accept={PHOTO_TYPES}
            capture="environment"
            className="visually-hidden"
            disabled={busy}
            onChange={choose}
          />
          Take a photo
        </label>
        <label className={`button button-secondary ${styles.picker} ${busy ? styles.off : ''}`}>
          <input
            type="file"
            accept={PHOTO_TYPES}
            className="visually-hidden"
            disabled={busy}
            onChange={choose}
          />
          {imageUrl ? 'Replace photo' : 'Choose a photo'}
        </label>
      </div>
    </div>
  );
}
