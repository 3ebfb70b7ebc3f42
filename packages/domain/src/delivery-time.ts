/** Delivery days and labels are always those of Asia/Kolkata, wherever the code runs. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of the instant in India. */
export const istDate = (instant: Date): string => dayFormat.format(instant);

const DAY_MS = 86_400_000;

/** Whole days from `now`'s IST date to `date` ('YYYY-MM-DD'). */
export function daysFromToday(date: string, now: Date): number {
  const today = Date.parse(`${istDate(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${date}T00:00:00Z`) - today) / DAY_MS);
}

const weekdayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** 'Today', 'Tomorrow', 'Day After', else like 'Mon, 24 Nov'. */
export function deliveryDayLabel(date: string, now: Date): string {
  const days = daysFromToday(date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === 2) return 'Day After';
  return weekdayFormat.format(new Date(`${date}T00:00:00Z`));
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** '6 AM', '5:30 PM' in IST. */
export function istTime(instant: Date): string {
  const parts = timeFormat.formatToParts(instant);
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  const period = (parts.find((p) => p.type === 'dayPeriod')?.value ?? '').toUpperCase();
  return minute === '00' ? `${hour} ${period}` : `${hour}:${minute} ${period}`;
}

export const QUICK_SLOT_TYPE = 100;

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
  if (slot.type === QUICK_SLOT_TYPE) return `Get it in ${slot.promisedDeliveryTime ?? 30} mins`;
  const start = istTime(new Date(slot.startDatetime));
  const end = istTime(new Date(slot.endDatetime));
  return `${deliveryDayLabel(slot.date, now)}, ${start} to ${end}`;
}
