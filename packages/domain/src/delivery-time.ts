/** Delivery days and labels are always those of India (Asia/Kolkata), wherever the code runs. */

/**
 * India keeps one offset all year (UTC+05:30, no daylight saving since 1945), so IST dates and
 * times are plain arithmetic. Intl.DateTimeFormat would give the same text, but building one
 * loads the time-zone data: on a slow phone the three formatters cost about 60 ms of the first
 * screen, before a single card had rendered.
 */
export const IST_OFFSET_MS = 330 * 60_000;
/** The same offset as ISO 8601 writes it, for a local IST date or time sent or parsed as an instant. */
export const IST_OFFSET = '+05:30';
/** The instant of a local IST date ('YYYY-MM-DD') and time ('HH:MM' or 'HH:MM:SS'; midnight without one). */
export const istInstant = (date: string, time = '00:00:00') =>
  new Date(`${date}T${time}${IST_OFFSET}`);
/** A local IST 'YYYY-MM-DDTHH:MM' (a datetime-local field) as an ISO instant with the offset. */
export const istLocalIso = (local: string) => `${local}:00${IST_OFFSET}`;
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

/** Slot types: a scheduled window (10), and quick delivery within a promise of minutes (100). */
export const SCHEDULED_SLOT_TYPE = 10;
export const QUICK_SLOT_TYPE = 100;
/** A quick slot or template without its own promise delivers in 30 minutes. */
export const DEFAULT_PROMISED_MINUTES = 30;

/** Whether a delivery slot is quick delivery (its hours each close before their end). */
export const isQuick = (slot: { type?: number | undefined }) => slot.type === QUICK_SLOT_TYPE;
/** Whether a slot template makes quick slots (templates name their kind; slots carry a type). */
export const isQuickTemplate = (template: { kind: string }) => template.kind === 'quick';
/** The minutes a quick slot or template promises: its own, else the default 30. */
export const promisedMinutes = (own: number | null | undefined) => own ?? DEFAULT_PROMISED_MINUTES;
/**
 * Morning slots never take pay on delivery (the silent early window: nobody is at the door to
 * pay); every other kind follows its template's switch.
 */
export const podAllowedFor = (kind: string, isPodAllowed: boolean) =>
  kind === 'morning' ? false : isPodAllowed;

/**
 * Whether a quick slot can deliver an order placed at `now`: the promised arrival must not come
 * before the window opens. (Its cut-off, checked with the other slots', keeps the arrival before the
 * window ends.) `takesOrders` below holds a whole slot to it, and its SQL form
 * (apps/server/src/db/slot-conditions.ts) is tested against it.
 */
export function quickSlotDeliversNow(
  slot: { startAt: Date; promisedDeliveryTime: number | null },
  now: Date,
): boolean {
  const promisedMs = promisedMinutes(slot.promisedDeliveryTime) * 60_000;
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
  if (isQuick(slot)) return `Get it in ${promisedMinutes(slot.promisedDeliveryTime)} mins`;
  const start = istTime(new Date(slot.startDatetime));
  const end = istTime(new Date(slot.endDatetime));
  return `${deliveryDayLabel(slot.date, now)}, ${start} to ${end}`;
}

/**
 * Whether a slot takes orders at `now`: open, before its cut-off, with a place left, and a quick
 * slot only while it can deliver now. The SQL form is `takesOrders` in
 * apps/server/src/db/slot-conditions.ts, tested against this one.
 */
export function takesOrders(
  slot: {
    type: number;
    isActive: boolean;
    cutoffAt: Date;
    booked: number;
    capacity: number;
    startAt: Date;
    promisedDeliveryTime: number | null;
  },
  now: Date,
): boolean {
  return (
    slot.isActive &&
    slot.cutoffAt.getTime() > now.getTime() &&
    slot.booked < slot.capacity &&
    (!isQuick(slot) || quickSlotDeliversNow(slot, now))
  );
}
