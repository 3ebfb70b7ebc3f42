import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from '../components/support-form.module.css';
import { SellerLeadForm } from '../components/seller-lead-form';
import { ONBOARDING_CALL, ONBOARDING_THANKS, ONBOARDING_TITLE } from '../support-texts';

/** /onboarding, behind RequireLogin: each visit starts with an empty form. */
export function OnboardingScreen() {
  const location = useLocation();
  return <Onboarding key={location.key} />;
}

function Onboarding() {
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(ONBOARDING_TITLE);
  // The form is long: sent from its foot, the thank-you would be above the viewport.
  useEffect(() => {
    if (!sent) return;
    thanks.current?.scrollIntoView({ block: 'center' });
    thanks.current?.focus({ preventScroll: true });
  }, [sent]);
  return (
    <section className={styles.page} aria-labelledby="onboarding-title">
      <div className={styles.card}>
        {sent ? (
          <div className={styles.done} role="status">
            <h1 id="onboarding-title" className={styles.title} ref={thanks} tabIndex={-1}>
              {ONBOARDING_THANKS}
            </h1>
            <p className={styles.lead}>{ONBOARDING_CALL}</p>
            <Link className="button" to="/">
              Back Home
            </Link>
          </div>
        ) : (
          <>
            <h1 id="onboarding-title" className={styles.title}>
              {ONBOARDING_TITLE}
            </h1>
            <p className={styles.lead}>
              Tell us what you make and where you cook. We will call you to take it forward.
            </p>
            <SellerLeadForm onSent={() => setSent(true)} />
          </>
        )}
      </div>
    </section>
  );
}
