import { rupeesToPaise } from '@makers-pantry/domain/money';
import type { ProductRow, ProductValues } from './product-changes';

/**
 * A live product's change awaiting ops' review (decision 028; issue 38 §11): its ingredients,
 * price, photos or lab report as the maker changed them. What is on sale stays until ops approve
 * the change (it replaces the live values at once) or reject it (dropped, with the reason).
 */

type Proposal = Pick<ProductValues, 'proposedIngredients' | 'proposedPricePaise' | 'proposedMedia'>;

export const hasProposal = (row: ProductRow) =>
  row.proposedIngredients !== null || row.proposedPricePaise !== null || row.proposedMedia !== null;

/**
 * The columns for a change to the proposal: dated and signed when something new is proposed, and
 * undated when nothing is left to review (the maker sent the live values again).
 */
export function proposalValues(
  before: ProductRow,
  change: Proposal,
  editorUserId: number,
  now: Date,
): ProductValues {
  const next = {
    proposedIngredients: before.proposedIngredients,
    proposedPricePaise: before.proposedPricePaise,
    proposedMedia: before.proposedMedia,
    ...change,
  };
  const pending = Object.values(next).some((value) => value !== null && value !== undefined);
  if (!pending) return { ...change, proposedAt: null, proposedByUserId: null };
  const proposes = Object.values(change).some((value) => value !== null && value !== undefined);
  if (!proposes) return change;
  return {
    ...change,
    proposedAt: now,
    proposedByUserId: editorUserId,
    changeRejectionReason: null,
  };
}

/**
 * An edit's ingredients and price: applied to a listing not yet live; on a live product kept as a
 * proposal (the live value sent again withdraws that part of it).
 */
export function reviewedFieldValues(
  before: ProductRow,
  edit: { ingredients?: string; price?: number },
  editorUserId: number,
  now: Date,
): ProductValues {
  const pricePaise = edit.price === undefined ? undefined : rupeesToPaise(edit.price);
  if (before.listingState !== 'approved')
    return {
      ...(edit.ingredients === undefined ? {} : { ingredients: edit.ingredients }),
      ...(pricePaise === undefined ? {} : { pricePaise }),
    };
  const change: Proposal = {};
  if (edit.ingredients !== undefined)
    change.proposedIngredients = edit.ingredients === before.ingredients ? null : edit.ingredients;
  if (pricePaise !== undefined)
    change.proposedPricePaise = pricePaise === before.pricePaise ? null : pricePaise;
  if (Object.keys(change).length === 0) return {};
  return proposalValues(before, change, editorUserId, now);
}

const noProposal: ProductValues = {
  proposedIngredients: null,
  proposedPricePaise: null,
  proposedMedia: null,
  proposedAt: null,
  proposedByUserId: null,
};

/** Approved: the proposed values replace the live ones. */
export function approvedProposal(row: ProductRow): ProductValues {
  return {
    ...(row.proposedIngredients === null ? {} : { ingredients: row.proposedIngredients }),
    ...(row.proposedPricePaise === null ? {} : { pricePaise: row.proposedPricePaise }),
    ...(row.proposedMedia ?? {}),
    ...noProposal,
    changeRejectionReason: null,
  };
}

/** Rejected: the proposal is dropped and the reason kept for the maker. */
export const rejectedProposal = (reason: string): ProductValues => ({
  ...noProposal,
  changeRejectionReason: reason,
});

/** What the proposal changes, in words for the audit log's action ('price and photo'). */
export function proposalWords(row: ProductRow): string {
  const parts = [
    row.proposedIngredients !== null && 'ingredient',
    row.proposedPricePaise !== null && 'price',
    row.proposedMedia?.detailImage !== undefined && 'photo',
    row.proposedMedia?.listImage2 !== undefined && 'second photo',
    row.proposedMedia?.testReportDocument !== undefined && 'lab report',
  ].filter((part): part is string => part !== false);
  if (parts.length <= 1) return parts[0] ?? 'product';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
