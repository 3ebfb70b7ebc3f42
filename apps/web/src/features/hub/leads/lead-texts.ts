import type { LeadState } from '@makers-pantry/domain/hub-leads';
import type { BadgeTone } from '../ui/badge';

export const LEAD_STATE_NAMES: Record<LeadState, string> = {
  new: 'New',
  turned: 'Turned into a maker',
};

export const LEAD_STATE_TONES: Record<LeadState, BadgeTone> = { new: 'info', turned: 'success' };

/** The OTP issue reports come whole (the latest 200); the browser pages them like the leads. */
export const LOGIN_ISSUES_PAGE_SIZE = 25;

export const LOGIN_ISSUE_STATES = ['open', 'resolved'] as const;
export type LoginIssueState = (typeof LOGIN_ISSUE_STATES)[number];
export const LOGIN_ISSUE_STATE_NAMES: Record<LoginIssueState, string> = {
  open: 'To call back',
  resolved: 'Resolved',
};

/** 'OTP_NOT_RECEIVED' as 'OTP not received': the login screen's own words for the kind. */
export function issueKindText(type: string): string {
  const words = type
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean);
  return words
    .map((word, index) =>
      word === 'otp' ? 'OTP' : index === 0 ? word[0]!.toUpperCase() + word.slice(1) : word,
    )
    .join(' ');
}
