import { SHOP_CONTACT } from '../../../lib/shop-contact';
import { PostalAddress } from './postal-address';
import styles from './contact-cards.module.css';

/** The four ways to reach us, each one tap away on a phone. */
export function ContactCards() {
  return (
    <ul className={styles.cards} aria-label="Ways to reach us">
      <li className={styles.card}>
        <h2 className={styles.label}>Email</h2>
        <a className={styles.value} href={`mailto:${SHOP_CONTACT.email}`}>
          {SHOP_CONTACT.email}
        </a>
        <p className={styles.note}>We reply within one working day.</p>
      </li>
      <li className={styles.card}>
        <h2 className={styles.label}>Phone</h2>
        <a className={styles.value} href={`tel:${SHOP_CONTACT.phoneDial}`}>
          {SHOP_CONTACT.phoneDisplay}
        </a>
        <p className={styles.note}>For urgent help with today's delivery.</p>
      </li>
      <li className={styles.card}>
        <h2 className={styles.label}>Hours</h2>
        <p className={styles.value}>{SHOP_CONTACT.hours}</p>
        <p className={styles.note}>Including Sundays and most public holidays.</p>
      </li>
      <li className={styles.card}>
        <h2 className={styles.label}>Post</h2>
        <PostalAddress className={styles.address} />
      </li>
    </ul>
  );
}
