import { PageLinks } from './page-links';
import styles from './site-footer.module.css';
import { FOOTER_LINKS } from './site-links';

/** Copyright for everyone; the policy links only at 500 px or less, where there is no Menu in view. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <PageLinks label="Policies" links={FOOTER_LINKS} className={styles.links} />
      <p className={styles.tagline}>
        An FSSAI-registered marketplace for clean groceries from small makers in Bangalore.
      </p>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} Makers Pantry. All rights reserved.
      </p>
    </footer>
  );
}
