import { istDayText, istTime, istInstant } from '@makers-pantry/domain/delivery-time';

/** The hub's dates, always in Indian time like the rest of the shop. */

/** 'YYYY-MM-DD' as '5 Dec 2026'. */
export const dateText = (date: string) => istDayText(istInstant(date));

/** An instant as '5 Dec 2026, 10 AM'. */
export const momentText = (instant: string) => {
  const at = new Date(instant);
  return `${istDayText(at)}, ${istTime(at)}`;
};

/** The day of an instant, as '5 Dec 2026'. */
export const dayText = (instant: string) => istDayText(new Date(instant));
