import { DAY_MS, HOUR_MS } from './time-units';
import type { ProductDraft } from './products';
import { seededRandom, type Random } from './random';
import {
  DISAPPOINTED,
  GLOWING,
  GOOD,
  MIXED,
  REVIEWER_NAMES,
  UNPUBLISHABLE,
  type ReviewText,
} from './review-texts';

export interface ReviewDraft {
  productId: number;
  reviewerName: string;
  rating: number;
  title: string;
  body: string;
  isPublished: boolean;
  createdAt: Date;
}

export interface RatingSummary {
  rating: number;
  numReviews: number;
}

/**
 * Each reviewed product gets a band so every rating colour shows up: above 4
 * (green), above 3.7 (light green), 3 to 3.7 (yellow, no badge) and below 3.
 */
const BANDS = [
  { share: 0.5, min: 4.1, max: 4.9, minCount: 2, texts: GLOWING },
  { share: 0.2, min: 3.8, max: 3.9, minCount: 5, texts: GOOD },
  { share: 0.18, min: 3.1, max: 3.6, minCount: 3, texts: MIXED },
  { share: 0.12, min: 2.0, max: 2.8, minCount: 2, texts: DISAPPOINTED },
] as const;

/** The stored rating: the mean of published ratings to one decimal, as the cards show it. */
export const roundRating = (mean: number) => Math.round(mean * 10) / 10;

/** Integer ratings 1..5 whose mean, rounded to one decimal, lies within [min, max]. */
function ratingsWithin(random: Random, count: number, min: number, max: number): number[] {
  for (let attempt = 0; attempt < 50; attempt++) {
    const target = min + random.next() * (max - min);
    const total = Math.round(target * count);
    const ratings = Array.from(
      { length: count },
      (_, i) => Math.floor(total / count) + (i < total % count ? 1 : 0),
    );
    // Spread them out a little, keeping the sum: real reviews are never all the same.
    for (let i = 0; i < count; i++) {
      const a = random.int(0, count - 1);
      const b = random.int(0, count - 1);
      if (a !== b && (ratings[a] as number) < 5 && (ratings[b] as number) > 1) {
        ratings[a] = (ratings[a] as number) + 1;
        ratings[b] = (ratings[b] as number) - 1;
      }
    }
    const shown = roundRating(ratings.reduce((s, r) => s + r, 0) / count);
    if (shown >= min && shown <= max) return random.shuffle(ratings);
  }
  throw new Error(`Could not make ${count} ratings between ${min} and ${max}`);
}

/** About half the products have reviews; a third of those reviews are a rating alone. */
export function buildReviews(products: ProductDraft[], now: Date): ReviewDraft[] {
  const random = seededRandom(0x5eed_0004);
  const reviews: ReviewDraft[] = [];
  let unpublishable = 0;
  for (const product of products) {
    if (!random.chance(0.55)) continue;
    const roll = random.next();
    let cumulative = 0;
    const band = BANDS.find((b) => (cumulative += b.share) > roll) ?? BANDS[0];
    const count = random.int(band.minCount, band.minCount + 9);
    for (const rating of ratingsWithin(random, count, band.min, band.max)) {
      const ratingOnly = random.chance(0.3);
      const text: ReviewText = ratingOnly ? { title: '', body: '' } : random.pick(band.texts);
      reviews.push({
        productId: product.id,
        reviewerName: random.pick(REVIEWER_NAMES),
        rating,
        ...text,
        isPublished: true,
        createdAt: new Date(
          now.getTime() - random.int(1, 300) * DAY_MS - random.int(0, 23) * HOUR_MS,
        ),
      });
    }
    if (unpublishable < UNPUBLISHABLE.length && random.chance(0.05)) {
      reviews.push({
        productId: product.id,
        reviewerName: random.pick(REVIEWER_NAMES),
        rating: 1,
        ...(UNPUBLISHABLE[unpublishable++] as ReviewText),
        isPublished: false,
        createdAt: new Date(now.getTime() - random.int(1, 60) * DAY_MS),
      });
    }
  }
  return reviews;
}

/** rating and numReviews of each product (and maker) from its published reviews only. */
export function summariseReviews(
  reviews: ReviewDraft[],
  groupOf: (review: ReviewDraft) => number,
): Map<number, RatingSummary> {
  const totals = new Map<number, { sum: number; count: number }>();
  for (const review of reviews) {
    if (!review.isPublished) continue;
    const key = groupOf(review);
    const total = totals.get(key) ?? { sum: 0, count: 0 };
    total.sum += review.rating;
    total.count += 1;
    totals.set(key, total);
  }
  return new Map(
    [...totals].map(([key, { sum, count }]) => [
      key,
      { rating: roundRating(sum / count), numReviews: count },
    ]),
  );
}
