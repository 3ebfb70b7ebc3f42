import type { ChangeEvent } from 'react';
import { UploadProgress, UploadRefusal } from '../../products/components/upload-status';
import { useUpload, type SendFile } from '../../products/components/use-upload';
import styles from './picture-upload.module.css';

/** The types the server reads from the bytes; `accept` only steers the picker. */
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

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
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (file) void start(file);
  };
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
      {sending && <UploadProgress name={state.name} sent={state.sent} />}
      {state.step === 'refused' && <UploadRefusal name={state.name} problem={state.problem} />}
      <label className={`button button-secondary ${styles.picker} ${sending ? styles.off : ''}`}>
        <input
          type="file"
          accept={PHOTO_TYPES}
          className="visually-hidden"
          disabled={sending}
          onChange={choose}
        />
        {chooseLabel}
      </label>
    </div>
  );
}
