import { z } from 'zod';
import { MAX_ID, reviewSchema } from './catalog';
import { safeText } from './text';

/** The review form's sentences and limits. */
export const REVIEW_MESSAGES = {
  rating: 'Please enter a valid rating',
  title: 'Please enter a valid title',
} as const;
export const REVIEW_TITLE_MAX = 50;
export const REVIEW_BODY_MAX = 200;
export const DEFAULT_RATING = 5;

/** The rating choices, 1 to 5, in the form's words. */
export const RATING_LABELS = ['Worst', 'Average', 'Good', 'Very Good', 'Best'] as const;

export const UNPARLIAMENTARY_NOTE = 'Reviews with unparliamentary language will not be displayed.';

export const reviewCreateSchema = z.strictObject({
  order_item: z.number({ error: 'order_item must be an order item id.' }).int().min(1).max(MAX_ID),
  title: safeText('Title', {
    min: 1,
    max: REVIEW_TITLE_MAX,
    message: REVIEW_MESSAGES.title,
  }),
  body: safeText('Review', { max: REVIEW_BODY_MAX, multiline: true }).default(''),
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int({ error: REVIEW_MESSAGES.rating })
    .min(1, { error: REVIEW_MESSAGES.rating })
    .max(5, { error: REVIEW_MESSAGES.rating })
    .default(DEFAULT_RATING),
});
export type ReviewCreateRequest = z.input<typeof reviewCreateSchema>;

export const reviewCreatedSchema = reviewSchema
  .pick({ id: true, rating: true, title: true, body: true })
  .extend({
    /** False when the words keep it off the product page (it is still stored for the team). */
    isPublished: z.boolean(),
    detail: z.string(),
  });
export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;

/**
 * Words that keep a review off the product page: common English abuse and common Hindi and
 * Kannada abuse as people type it in Latin script. Matched as whole words, so 'Scunthorpe' or
 * 'classic' pass; a trailing 's' and repeated letters ('fuuuck') are folded first.
 */
// prettier-ignore
const UNPARLIAMENTARY = [
  'fuck', 'fucking', 'fucker', 'shit', 'bullshit', 'bitch', 'bastard', 'asshole', 'dick',
  'cunt', 'slut', 'whore', 'motherfucker', 'wanker', 'prick', 'retard',
  'chutiya', 'chutiye', 'chootiya', 'madarchod', 'behenchod', 'bhenchod', 'bhosdike', 'bhosdi',
  'gaand', 'gandu', 'harami', 'haramkhor', 'kamina', 'kutta', 'kutte', 'kutiya', 'randi',
  'saala', 'lodu', 'lavda', 'lauda', 'jhaatu',
  'bolimaga', 'boli', 'sule', 'soole', 'sulemaga', 'nayi', 'thika', 'tika', 'gubbe', 'ninamma',
  'ninnamma', 'singri', 'dengu',
];
const WORDS = new Set(UNPARLIAMENTARY);

const fold = (word: string) => word.replace(/(.)\1+/g, '$1');
const FOLDED = new Set(UNPARLIAMENTARY.map(fold));

/** True when any whole word of `text` is on the list (case, repeats and a plural 's' ignored). */
export function isUnparliamentary(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.some((word) => {
    const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
    return [word, singular].some((w) => WORDS.has(w) || FOLDED.has(fold(w)));
  });
}
