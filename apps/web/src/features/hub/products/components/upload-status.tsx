import type { UploadState } from './use-upload';
import styles from './uploader.module.css';

/** How much of the file has gone, as a bar and a figure. */
export function UploadProgress({ name, sent }: { name: string; sent: number }) {
  const percent = Math.round(sent * 100);
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label={`Uploading ${name}`} />
      <span aria-hidden="true">{percent}%</span>
    </div>
  );
}

/** Why the server refused the file, in its own sentence, read out as it appears. */
export function UploadRefusal({ name, problem }: { name: string; problem: string }) {
  return (
    <p role="alert" className={styles.problem}>
      {name}: {problem}
    </p>
  );
}

/** Where a place's upload stands: its progress while sending, or why the server refused it. */
export function UploadStatus({ state }: { state: UploadState }) {
  if (state.step === 'sending') return <UploadProgress name={state.name} sent={state.sent} />;
  if (state.step === 'refused') return <UploadRefusal name={state.name} problem={state.problem} />;
  return null;
}
