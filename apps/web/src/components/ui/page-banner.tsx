import styles from './page-banner.module.css';

interface PageBannerProps {
  headline: string;
  tagline: string;
  tone?: 'leaf' | 'turmeric';
}

/**
 * The banner at the top of the new-products and prohibited-items pages: drawn in CSS and SVG,
 * so it needs no upload, loads with the page and stays sharp on every screen.
 */
export function PageBanner({ headline, tagline, tone = 'leaf' }: PageBannerProps) {
  return (
    <div className={`${styles.banner} ${styles[tone]}`}>
      <div className={styles.text}>
        <p className={styles.headline}>{headline}</p>
        <p className={styles.tagline}>{tagline}</p>
      </div>
      <svg className={styles.art} viewBox="0 0 220 140" aria-hidden="true" focusable="false">
        <circle cx="150" cy="70" r="62" className={styles.sun} />
        <path
          d="M60 120 C 60 60, 110 30, 150 24 C 140 70, 110 110, 60 120 Z"
          className={styles.leafShape}
        />
        <path d="M60 120 C 90 90, 118 60, 150 24" className={styles.vein} />
        <rect x="150" y="58" width="44" height="62" rx="8" className={styles.jar} />
        <rect x="146" y="50" width="52" height="12" rx="4" className={styles.lid} />
        <rect x="158" y="78" width="28" height="20" rx="3" className={styles.label} />
      </svg>
    </div>
  );
}
