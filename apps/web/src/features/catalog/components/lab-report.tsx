import { useState } from 'react';
import { MEDIA, useMediaQuery } from '../../../lib/use-media-query';
import styles from './lab-report.module.css';

/**
 * The product's lab report, read inside the page. The PDF comes from our own server and is shown
 * by the browser's built-in viewer (<object>), never a third-party document service. Phones have
 * no inline PDF viewer and shrink the preview until its print cannot be read, so there the report
 * opens as its picture at full size in a frame that scrolls both ways. The download link always
 * works. The viewer opens on request so the page stays light.
 */
export function LabReport({
  document: pdf,
  image,
  productName,
}: {
  document: string | null;
  image: string | null;
  productName: string;
}) {
  const [viewing, setViewing] = useState(false);
  const phone = useMediaQuery(MEDIA.mobile);
  if (!pdf && !image) return null;
  const preview = image ? (
    <img
      className={styles.preview}
      src={image}
      alt={`Lab report of ${productName}`}
      width={480}
      height={640}
      loading="lazy"
    />
  ) : null;
  return (
    <div className={styles.report}>
      <p className={styles.note}>The lab test report for this product, as shared by its maker.</p>
      {viewing && phone && image ? (
        <div
          className={styles.reading}
          role="region"
          aria-label="Lab report, full size"
          // Scrollable by keyboard too.
          tabIndex={0}
        >
          <img
            src={image}
            alt={`Lab report of ${productName}, full size`}
            width={600}
            height={848}
          />
        </div>
      ) : viewing && pdf ? (
        <object className={styles.viewer} data={pdf} type="application/pdf" aria-label="Lab report">
          {preview}
          <p>This browser cannot show the report here. Download it to read it.</p>
        </object>
      ) : (
        preview
      )}
      <div className={styles.actions}>
        {(pdf || (phone && image)) && (
          <button
            type="button"
            className="button"
            aria-expanded={viewing}
            onClick={() => setViewing((open) => !open)}
          >
            {viewing ? 'Hide lab report' : 'View lab report'}
          </button>
        )}
        {pdf && (
          <a className="button button-secondary" href={pdf} download>
            Download report (PDF)
          </a>
        )}
      </div>
    </div>
  );
}
