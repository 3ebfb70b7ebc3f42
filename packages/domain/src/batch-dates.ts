import { istDayText, istInstant } from './delivery-time';

/*
 * For the product page and the order detail only: kept apart from product-display, which the home
 * page's scripts read, so they do not carry it.
 */

/** '23 Nov 2026': a calendar date (YYYY-MM-DD, as batches keep them, in Bangalore). */
export const calendarDateText = (date: string) => istDayText(istInstant(date));

/**
 * A batch's dates as customers read them (issue 25, traceability): 'Best before 23 Nov 2026',
 * 'Packed on 19 Nov 2026'; a date the batch does not have is left out.
 */
export function batchDateTexts(dates: {
  bestBefore: string | null;
  packedOn: string | null;
}): string[] {
  return [
    dates.bestBefore && `Best before ${calendarDateText(dates.bestBefore)}`,
    dates.packedOn && `Packed on ${calendarDateText(dates.packedOn)}`,
  ].filter((text): text is string => Boolean(text));
}
