import { FilePicker, PHOTO_TYPES } from './file-picker';
import { UploadStatus } from './upload-status';
import { useUpload, type SendFile } from './use-upload';
import styles from './uploader.module.css';

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
  const choose = (file: File) => void start(file);
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
      <UploadStatus state={state} />
      <div className={styles.pickers}>
        <FilePicker
          className={`button ${styles.picker} ${styles.camera}`}
          accept={PHOTO_TYPES}
          capture="environment"
          disabled={busy}
          onFile={choose}
        >
          Take a photo
        </FilePicker>
        <FilePicker
          className={`button button-secondary ${styles.picker}`}
          accept={PHOTO_TYPES}
          disabled={busy}
          onFile={choose}
        >
          {imageUrl ? 'Replace photo' : 'Choose a photo'}
        </FilePicker>
      </div>
    </div>
  );
}
