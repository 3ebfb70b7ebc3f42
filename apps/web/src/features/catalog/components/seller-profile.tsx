import type { Seller } from '@makers-pantry/domain/catalog';
import { indianDigits } from '@makers-pantry/domain/money';
import styles from './seller-profile.module.css';

/** '4.6 (128 ratings)', or a plain word for a maker nobody has rated yet. */
function ratingText(seller: Pick<Seller, 'rating' | 'numReviews'>) {
  if (seller.numReviews === 0) return 'No ratings yet';
  const count = `${indianDigits(seller.numReviews)} ${seller.numReviews === 1 ? 'rating' : 'ratings'}`;
  return `${seller.rating.toFixed(1)} (${count})`;
}

/** The top of a seller page: picture, store name, rating, tags and their story. */
export function SellerProfile({ seller }: { seller: Seller }) {
  return (
    <header className={styles.profile}>
      {seller.profileImage ? (
        <img
          className={styles.picture}
          src={seller.profileImage}
          alt={`${seller.storeName} profile picture`}
          width={112}
          height={112}
        />
      ) : (
        // A maker ops have just added has no picture yet: its initial stands in.
        <span className={`${styles.picture} ${styles.initial}`} aria-hidden="true">
          {Array.from(seller.storeName.trim())[0]?.toUpperCase()}
        </span>
      )}
      <div className={styles.details}>
        <h1 className={styles.name}>{seller.storeName}</h1>
        <p className={styles.rating}>
          {seller.numReviews > 0 && (
            <span className={styles.star} aria-hidden="true">
              ★
            </span>
          )}
          <span>
            <span className="visually-hidden">Rating: </span>
            {ratingText(seller)}
          </span>
        </p>
        <ul className={styles.tags} aria-label="About this maker">
          {seller.categoryTag && <li className={styles.category}>{seller.categoryTag}</li>}
          {seller.cuisineTag && <li className={styles.cuisine}>{seller.cuisineTag}</li>}
        </ul>
        {seller.aboutSeller && <p className={styles.about}>{seller.aboutSeller}</p>}
      </div>
    </header>
  );
}
