import { FilePicker } from './file-picker';
import { UploadStatus } from './upload-status';
import { TitledSection } from '../../ui/titled-section';
import { useUpload, type SendFile } from './use-upload';
import styles from './uploader.module.css';

/**
 * The product's lab report: a PDF, whose first page the shop shows on the product page. A phone's
 * picker offers its files and downloads; anything but a PDF is refused with the server's sentence.
 */
export function LabReportUpload({
  documentUrl,
  pageImageUrl,
  productName,
  send,
  disabled = false,
}: {
  documentUrl: string | null;
  pageImageUrl: string | null;
  productName: string;
  send: SendFile;
  disabled?: boolean;
}) {
  const { state, start } = useUpload(send, { preview: false });
  const busy = disabled || state.step === 'sending';

  return (
    <TitledSection title="Lab report" className={styles.section} titleClassName={styles.title}>
      <p className={styles.lead}>A PDF of the product&rsquo;s test report, up to 15 MB.</p>
      {documentUrl ? (
        <a href={documentUrl} target="_blank" rel="noreferrer" className={styles.report}>
          {pageImageUrl && (
            <img
              src={pageImageUrl}
              alt={`First page of the lab report of ${productName}`}
              width={120}
              height={170}
              className={styles.reportPage}
            />
          )}
          <span>Open the lab report (PDF)</span>
        </a>
      ) : (
        <p className={styles.empty}>No lab report yet.</p>
      )}
      <UploadStatus state={state} />
      <div className={styles.pickers}>
        <FilePicker
          className={`button button-secondary ${styles.picker}`}
          accept="application/pdf,.pdf"
          disabled={busy}
          onFile={(file) => void start(file)}
        >
          {documentUrl ? 'Replace the lab report' : 'Choose the lab report (PDF)'}
        </FilePicker>
      </div>
    </TitledSection>
  );
}
