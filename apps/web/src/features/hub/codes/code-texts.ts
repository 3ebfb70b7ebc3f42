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

/** An instant as the value of a datetime-local box, in Indian time ('2026-12-01T10:00'). */
export const istInputValue = (instant: string) =>
  new Date(Date.parse(instant) + IST_OFFSET_MS).toISOString().slice(0, 16);

/** A datetime-local box's value, read as Indian time, as the API takes it. */
export const fromIstInput = (value: string) => (value ? istLocalIso(value) : undefined);
