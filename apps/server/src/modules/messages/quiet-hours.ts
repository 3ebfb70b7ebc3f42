import { IST_OFFSET_MS } from '@makers-pantry/domain/delivery-time';

const IST_OFFSET_MINUTES = IST_OFFSET_MS / 60_000;
const DAY_MINUTES = 24 * 60;
const QUIET_FROM = 21 * 60;
const QUIET_UNTIL = 8 * 60;

const istMinuteOfDay = (at: Date) =>
  (((Math.floor(at.getTime() / 60_000) + IST_OFFSET_MINUTES) % DAY_MINUTES) + DAY_MINUTES) %
  DAY_MINUTES;

/** Between 21:00 and 08:00 IST the shop sends nothing that can wait (TRAI's and good manners' hours). */
export function isQuietHour(at: Date): boolean {
  const minute = istMinuteOfDay(at);
  return minute >= QUIET_FROM || minute < QUIET_UNTIL;
}

/** The next 08:00 IST after `at` (the same morning before 08:00, else the next day's). */
export function quietHoursEnd(at: Date): Date {
  const minute = istMinuteOfDay(at);
  const startOfMinute = Math.floor(at.getTime() / 60_000) * 60_000;
  const untilEight = (QUIET_UNTIL - minute + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  return new Date(startOfMinute + untilEight * 60_000);
}

/** Midnight IST of the day `at` falls in: the day's limit counts from here. */
export function istDayStart(at: Date): Date {
  const startOfMinute = Math.floor(at.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute - istMinuteOfDay(at) * 60_000);
}
