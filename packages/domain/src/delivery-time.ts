/** Delivery days and labels are always those of India (Asia/Kolkata), wherever the code runs. */

/**
 * India keeps one offset all year (UTC+05:30, no daylight saving since 1945), so IST dates and
 * times are plain arithmetic. Intl.DateTimeFormat would give the same text, but building one
 * loads the time-zone data: on a slow phone the three formatters cost about 60 ms of the first
 * screen, before a single card had rendered.
 */
export const IST_OFFSET_MS = 330 * 60_000;
const inIst = (instant: Date) => new Date(instant.getTime() + IST_OFFSET_MS);
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the instant in India. */
export function istDate(instant: Date): string {
  const ist = inIst(instant);
  return `${ist.getUTCFullYear()}-${twoDigits(ist.getUTCMonth() + 1)}-${twoDigits(ist.getUTCDate())}`;
}

const DAY_MS = 86_400_000;

/** Midnight in India of the day the instant falls on, as an instant. */
export function istMidnight(instant: Date): Date {
  const shifted = instant.getTime() + IST_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS);
}

/** Whole days from `now`'s IST date to `date` ('YYYY-MM-DD'). */
export function daysFromToday(date: string, now: Date): number {
  const today = Date.parse(`${istDate(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${date}T00:00:00Z`) - today) / DAY_MS);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// Indian English writes September 'Sept', as Intl's en-IN did before.
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/** 'Today', 'Tomorrow', 'Day After', else like 'Mon, 24 Nov'. */
export function deliveryDayLabel(date: string, now: Date): string {
  const days = daysFromToday(date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === 2) return 'Day After';
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** The 12-hour clock in IST: hour 1-12, minutes 0-59, AM or PM. */
export function istClock(instant: Date): { hour: number; minutes: number; period: 'AM' | 'PM' } {
  const ist = inIst(instant);
  const hours = ist.getUTCHours();
  return {
    hour: hours % 12 === 0 ? 12 : hours % 12,
    minutes: ist.getUTCMinutes(),
    period: hours < 12 ? 'AM' : 'PM',
  };
}

/** '6 AM', '5:30 PM', '12 PM' in IST. */
export function istTime(instant: Date): string {
  const { hour, minutes, period } = istClock(instant);
  return minutes === 0 ? `${hour} ${period}` : `${hour}:${twoDigits(minutes)} ${period}`;
}

/** '5 Sept 2026': the instant's date in IST. */
export function istDayText(instant: Date): string {
  const ist = inIst(instant);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** Slot types (spec section 9): a scheduled window, and 30-minute quick delivery. */
export const SCHEDULED_SLOT_TYPE = 10;
export const QUICK_SLOT_TYPE = 100;
/** A quick slot without its own promise delivers in 30 minutes (spec section 9). */
export const DEFAULT_PROMISED_MINUTES = 30;

/**
 * Whether a quick slot can deliver an order placed at `now`: the promised arrival must not come
 * before the window opens. (Its cut-off, checked with the other slots', keeps the arrival before the
 * window ends.) The same rule is written in SQL as `takesOrders` (apps/server/src/db).
 */
export function quickSlotDeliversNow(
  slot: { startAt: Date; promisedDeliveryTime: number | null },
  now: Date,
): boolean {
  const promisedMs = (slot.promisedDeliveryTime ?? DEFAULT_PROMISED_MINUTES) * 60_000;
  return slot.startAt.getTime() <= now.getTime() + promisedMs;
}

/** How a slot reads on a card: 'Get it in 30 mins' for quick delivery, else 'Tomorrow, 6 AM to 8 AM'. */
export function slotLabel(
  slot: {
    type: number;
    date: string;
    startDatetime: string;
    endDatetime: string;
    promisedDeliveryTime: number | null;
  },
  now: Date,
): string {
  if (slot.type === QUICK_SLOT_TYPE)
    return `Get it in ${slot.promisedDeliveryTime ?? DEFAULT_PROMISED_MINUTES} mins`;
  const start = istTime(new Date(slot.startDatetime));
  const end = istTime(new Date(slot.endDatetime));
  return `${deliveryDayLabel(slot.date, now)}, ${start} to ${end}`;
}
