import {
  bannedIngredientCheck,
  bannedIngredientSentence,
} from '@makers-pantry/domain/banned-ingredients';
import type { Executor } from '../../db/client';
import { learnSearchWords } from '../../db/search-vocabulary';
import { AppError } from '../../http/errors';
import { tellMakerOfReview } from './maker-messages';
import { allBannedIngredients } from './browse-queries';
import {
  checkPhotos,
  lockProduct,
  NO_PHOTO,
  stepNotAllowed,
  update,
  type ProductChange,
  type ProductRow,
} from './product-changes';
import { approvedProposal, hasProposal, rejectedProposal } from './product-proposal';

/** Ops approved over the banned-ingredient check: what it found and the reason they wrote. */
export interface BannedIngredientOverride {
  found: string[];
  reason: string;
}

/**
 * Ingredients are checked against the banned list (names, aliases, E-numbers; the one check in
 * packages/domain) before anything goes live: a hit refuses with each ingredient named, unless
 * ops write why they approve over it (the override is answered for the audit row).
 */
async function checkBannedIngredients(
  tx: Executor,
  ingredients: string,
  overrideReason: string | undefined,
): Promise<BannedIngredientOverride | null> {
  const hits = bannedIngredientCheck(await allBannedIngredients(tx))(ingredients);
  if (hits.length === 0) return null;
  if (overrideReason === undefined)
    throw new AppError(
      'BANNED_INGREDIENTS',
      `${bannedIngredientSentence(hits)} Take ${hits.length === 1 ? 'it' : 'them'} out, or approve with a written reason.`,
    );
  return { found: hits.map((hit) => `${hit.name} ('${hit.found}')`), reason: overrideReason };
}

/** What an approval or rejection was about: the listing itself, or a live product's change. */
export type ReviewKind = 'listing' | 'change';

/** What awaits review: a submitted listing, or a live product's change (ingredients, price, files). */
function awaitingReview(row: ProductRow, doing: string): ReviewKind {
  if (row.listingState === 'submitted') return 'listing';
  if (row.listingState === 'approved' && hasProposal(row)) return 'change';
  if (row.listingState === 'approved')
    throw new AppError(
      'PRODUCT_STEP_NOT_ALLOWED',
      `This product is approved and live, with no change awaiting review; there is nothing to be ${doing}.`,
    );
  throw stepNotAllowed(row.listingState, doing);
}

/**
 * Ops approve what awaits review. A submitted listing goes live at once (on sale while its maker
 * is approved; first approval dates it for 'new launched'); a live product's change (ingredients,
 * price, photos, lab report) replaces the live values. Either way the ingredients must pass the banned-ingredient check.
 */
export async function approveProduct(
  tx: Executor,
  id: number,
  version: number,
  reviewerUserId: number,
  now: Date,
  overrideReason?: string,
): Promise<ProductChange & { kind: ReviewKind; override: BannedIngredientOverride | null }> {
  const before = await lockProduct(tx, id, { makerId: null }, version);
  const kind = awaitingReview(before, 'approved');
  const reviewed = { reviewedAt: now, reviewedByUserId: reviewerUserId };
  if (kind === 'change') {
    const override =
      before.proposedIngredients === null
        ? null
        : await checkBannedIngredients(tx, before.proposedIngredients, overrideReason);
    const after = await update(tx, id, { ...reviewed, ...approvedProposal(before) });
    await tellMakerOfReview(tx, after, { approved: true }, now, kind);
    return { before, after, kind, override };
  }
  checkPhotos(before, 'approved');
  const override = await checkBannedIngredients(tx, before.ingredients, overrideReason);
  const after = await update(tx, id, {
    ...reviewed,
    listingState: 'approved',
    isActive: true,
    approvedAt: before.approvedAt ?? now,
    // A product with one photo shows it again where the card's second picture goes.
    listImage2: before.listImage2 === NO_PHOTO ? before.listImage : before.listImage2,
    rejectionReason: null,
  });
  await learnSearchWords(tx, `${after.name} ${after.searchKeywords}`, 1);
  await tellMakerOfReview(tx, after, { approved: true }, now);
  return { before, after, kind, override };
}

/**
 * Ops refuse what awaits review, with the reason the maker sees: a submitted listing becomes
 * rejected (the maker fixes it and submits again); a live product's change is dropped and the
 * live values stay.
 */
export async function rejectProduct(
  tx: Executor,
  id: number,
  version: number,
  reason: string,
  reviewerUserId: number,
  now: Date,
): Promise<ProductChange & { kind: ReviewKind }> {
  const before = await lockProduct(tx, id, { makerId: null }, version);
  const kind = awaitingReview(before, 'rejected');
  const reviewed = { reviewedAt: now, reviewedByUserId: reviewerUserId };
  const after =
    kind === 'change'
      ? await update(tx, id, { ...reviewed, ...rejectedProposal(reason) })
      : await update(tx, id, { ...reviewed, listingState: 'rejected', rejectionReason: reason });
  await tellMakerOfReview(tx, after, { approved: false, reason }, now, kind);
  return { before, after, kind };
}
