import type { ProductDetail, Review } from '@makers-pantry/domain/catalog';
import { istDayText } from '@makers-pantry/domain/delivery-time';
import {
  isShownReview,
  ratingColour,
  showRatingBlock,
} from '@makers-pantry/domain/product-display';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { Section } from '../../../components/ui/section';
import styles from './product-reviews.module.css';
import { Stars } from './stars';

/**
 * Ratings and reviews: the rating block only with reviews and a rating above
 * 3.7; a review only when it has a title or a body. A customer who bought the product and may
 * review it gets a Write Review link per order item.
 */
export function ProductReviews({ product }: { product: ProductDetail }) {
  const reviews = product.othersReviews.filter(isShownReview);
  const reviewable = product.userOrderItems.filter((item) => item.canReview && !item.review);
  const ratingShown = showRatingBlock(product);
  if (!ratingShown && reviews.length === 0 && reviewable.length === 0) return null;
  return (
    <Section title="Ratings and reviews">
      <div className={styles.reviews}>
        {ratingShown && (
          <div className={styles.summary} data-colour={ratingColour(product.rating)}>
            <span className={styles.average}>{product.rating.toFixed(1)}</span>
            <div>
              <Stars rating={product.rating} />
              <p className={styles.count}>
                {product.numReviews} {product.numReviews === 1 ? 'rating' : 'ratings'}
              </p>
            </div>
          </div>
        )}
        {reviewable.map((item) => (
          <Link
            key={item.id}
            className="button button-secondary"
            to={paths.createReview(item.id, item.name)}
          >
            Write Review
          </Link>
        ))}
        {reviews.length > 0 && (
          <ul className={styles.list}>
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className={styles.review}>
      <Stars rating={review.rating} />
      {review.title && <h3 className={styles.title}>{review.title}</h3>}
      {review.body && <p className={styles.body}>{review.body}</p>}
      <p className={styles.by}>
        {review.name}
        {review.createdAt && ` · ${istDayText(new Date(review.createdAt))}`}
      </p>
    </li>
  );
}
