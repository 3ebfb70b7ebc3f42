import { FilePicker, PHOTO_TYPES } from '../../products/components/file-picker';
import { UploadStatus } from '../../products/components/upload-status';
import { useUpload, type SendFile } from '../../products/components/use-upload';
import styles from './picture-upload.module.css';

/**
 * One picture of a banner or collection at the shape the shop shows it: the stored one (or the
 * chosen file at once, with its progress), and a refusal in the server's own sentence.
 */
export function PictureUpload({
  label,
  hint,
  imageUrl,
  imageAlt,
  width,
  height,
  chooseLabel,
  send,
}: {
  label: string;
  hint: string;
  imageUrl: string;
  imageAlt: string;
  /** The stored picture's size in pixels: the preview keeps its shape. */
  width: number;
  height: number;
  chooseLabel: string;
  send: SendFile;
}) {
  const { state, start } = useUpload(send, { preview: true });
  const sending = state.step === 'sending';
  const shown = sending ? state.previewUrl : imageUrl;

  return (
    <div className={styles.picture} role="group" aria-label={label}>
      <p className={styles.label}>
        {label} <span className={styles.size}>{hint}</span>
      </p>
      {shown ? (
        <img
          src={shown}
          alt={sending ? '' : imageAlt}
          width={width}
          height={height}
          className={`${styles.image} ${sending ? styles.pending : ''}`}
          // A chosen file is shown whole; the stored picture is already cut to the shape.
          style={{ aspectRatio: `${width} / ${height}` }}
        />
      ) : (
        <div className={styles.none} style={{ aspectRatio: `${width} / ${height}` }}>
          No picture yet
        </div>
      )}
      <UploadStatus state={state} />
      <FilePicker
        className={`button button-secondary ${styles.picker}`}
        accept={PHOTO_TYPES}
        disabled={sending}
        onFile={(file) => void start(file)}
      >
        {chooseLabel}
      </FilePicker>
    </div>
  );
}
