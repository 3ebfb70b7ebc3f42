import type { CodeState, HubCode } from '@makers-pantry/domain/hub-discounts';
import { IST_OFFSET_MS, istLocalIso } from '@makers-pantry/domain/delivery-time';
import { formatRupees, indianDigits } from '@makers-pantry/domain/money';
import type { BadgeTone } from '../ui/badge';

export const CODE_STATE_NAMES: Record<CodeState, string> = {
  live: 'Live',
  scheduled: 'Scheduled',
  ended: 'Ended',
  'used-up': 'Used up',
  paused: 'Paused',
};

export const CODE_STATE_TONES: Record<CodeState, BadgeTone> = {
  live: 'success',
  scheduled: 'info',
  ended: 'neutral',
  'used-up': 'warning',
  paused: 'neutral',
};

/** '10% off, up to ₹100'. */
export const offText = (code: Pick<HubCode, 'percentage' | 'cap'>) =>
  `${code.percentage}% off, up to ${formatRupees(code.cap)}`;

/** '12 of 500 used' or '12 used' when the code has no total limit. */
export const usesText = (code: Pick<HubCode, 'usesCount' | 'totalUses'>) =>
  code.totalUses === null
    ? `${indianDigits(code.usesCount)} used`
    : `${indianDigits(code.usesCount)} of ${indianDigits(code.totalUses)} used`;

/**
 * What 'Who used it' says when it lists nobody. A code can count uses that have no record of who
 * made them (the demo's used-up FIRST50 is seeded so, to show the refusal), and 'Nobody has used
 * this code yet' beside '100 of 100 used' read as a contradiction.
 */
export const noUsesText = (code: Pick<HubCode, 'usesCount'>) =>
  code.usesCount === 0
    ? 'Nobody has used this code yet.'
    : `No order records who made its ${indianDigits(code.usesCount)} ${code.usesCount === 1 ? 'use' : 'uses'}: they were counted without one (set when the code was loaded).`;

/** An instant as the value of a datetime-local box, in Indian time ('2026-12-01T10:00'). */
export const istInputValue = (instant: string) =>
  new Date(Date.parse(instant) + IST_OFFSET_MS).toISOString().slice(0, 16);

/** A datetime-local box's value, read as Indian time, as the API takes it. */
export const fromIstInput = (value: string) => (value ? istLocalIso(value) : undefined);
