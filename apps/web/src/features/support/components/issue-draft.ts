import {
  isProductIssue,
  issueProblems,
  type IssueItem,
  type IssueType,
  type ResolutionType,
} from '@makers-pantry/domain/support';
import type { IssuePhoto } from './issue-photo';

/** What the customer has filled in so far. */
export interface IssueDraft {
  type: IssueType | '';
  orderItem: number | null;
  /** How many of the item were affected; all of them unless the customer says fewer. */
  quantity: number | null;
  resolutionType: ResolutionType | '';
  description: string;
  photos: IssuePhoto[];
}

export const EMPTY_DRAFT: IssueDraft = {
  type: '',
  orderItem: null,
  quantity: null,
  resolutionType: '',
  description: '',
  photos: [],
};

/** The item the issue is about: the one chosen, or the only one of the order. */
export function chosenItem(draft: IssueDraft, items: readonly IssueItem[]): IssueItem | undefined {
  if (!isProductIssue(draft.type)) return undefined;
  if (items.length === 1) return items[0];
  return items.find((item) => item.id === draft.orderItem);
}

export type DraftProblems = Partial<
  Record<'type' | 'description' | 'orderItem' | 'resolutionType', string>
>;

/** The form's sentences for what is missing, by field (the rules the server keeps too). */
export function draftProblems(
  draft: IssueDraft,
  orderId: number | null,
  items: readonly IssueItem[],
): DraftProblems {
  const problems: DraftProblems = {};
  for (const problem of issueProblems({
    type: draft.type,
    description: draft.description,
    order: orderId ?? undefined,
    orderItem: chosenItem(draft, items)?.id,
    resolutionType: draft.resolutionType || undefined,
  }))
    problems[problem.path as keyof DraftProblems] ??= problem.message;
  return problems;
}

/**
 * The order a report names: the chosen item's (the items come from every order of the purchase),
 * else the order the help link named, unless that one has nothing left to report (cancelled) and
 * another order of the purchase has.
 */
export function reportedOrderId(
  draft: IssueDraft,
  orderId: number | null,
  items: readonly IssueItem[],
): number | null {
  if (orderId === null) return null;
  const item = chosenItem(draft, items);
  if (item) return item.orderId;
  if (items.length === 0 || items.some((candidate) => candidate.orderId === orderId))
    return orderId;
  return items[0]!.orderId;
}

/** The multipart form POST api/orders/report-issue/ takes, sent as a draft. */
export function issueFormData(
  draft: IssueDraft,
  orderId: number | null,
  items: readonly IssueItem[],
): FormData {
  const form = new FormData();
  form.set('type', draft.type);
  const order = reportedOrderId(draft, orderId, items);
  if (order !== null) form.set('order', String(order));
  const item = chosenItem(draft, items);
  if (item) {
    form.set('orderItem', String(item.id));
    form.set('quantity', String(draft.quantity ?? item.quantity));
    form.set('resolutionType', draft.resolutionType);
  }
  form.set('description', draft.description.trim());
  form.set('isDraft', 'true');
  draft.photos.forEach((photo, index) =>
    form.append('images', photo.blob, `photo-${index + 1}.jpg`),
  );
  return form;
}
