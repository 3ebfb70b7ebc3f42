import {
  ISSUE_LABELS,
  RESOLUTION_TYPES,
  type IssueType,
  type ResolutionType,
} from '@makers-pantry/domain/support';

export const issueText = (type: string) => ISSUE_LABELS[type as IssueType] ?? type;

/** How ops name each outcome on the resolve form and in the queue. */
export const OUTCOME_NAMES: Record<ResolutionType, string> = {
  REPLACEMENT: 'Replacement (a ₹0 order in the next slot)',
  DISCOUNT: 'Credit (what was paid for the units)',
  NOTHING: 'Nothing',
};
export const OUTCOMES = RESOLUTION_TYPES;

/** How a ticket's stored values read in its history. */
export const HISTORY_WORDS: Record<string, string> = {
  open: 'Open',
  resolved: 'Resolved',
  REPLACEMENT: 'Replacement',
  DISCOUNT: 'Credit',
  NOTHING: 'Nothing',
};

export const askedText = (asked: string | null) =>
  asked && asked in OUTCOME_NAMES ? OUTCOME_NAMES[asked as ResolutionType].split(' (')[0]! : '—';

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What ops need of a customer's past before choosing: orders and tickets ('1 order, 3 tickets'). */
export const historyText = (customer: { orders: number; tickets: number }) =>
  `${counted(customer.orders, 'order')}, ${counted(customer.tickets, 'ticket')}`;
