import { ratingColour, showRatingBadge } from '@makers-pantry/domain/product-display';
import styles from './rating-badge.module.css';

/** The small star badge on cards; shown only above 3.7. */
export function RatingBadge({ rating }: { rating: number }) {
  if (!showRatingBadge(rating)) return null;
  const colour = ratingColour(rating);
  return (
    <span
      className={`${styles.badge} ${colour === 'green' ? styles.green : styles.lightGreen}`}
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      data-colour={colour}
    >
      {rating.toFixed(1)}
      <span aria-hidden="true"> ★</span>
    </span>
  );
}
