/** Money is integer paise everywhere inside the shop; rupees only at the JSON boundary and on screen. */
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;

/** 1.005 * 100 is 100.49999... in binary; fixing to 6 places first rounds it the way a person would. */
export const rupeesToPaise = (rupees: number): number =>
  Math.round(Number((rupees * 100).toFixed(6)));

/**
 * '1,23,45,678': Indian digit grouping (the last three digits, then pairs). Written out rather
 * than Intl's en-IN because the first Intl formatter loads locale data: about 50 ms of a slow
 * phone's first screen, for text this simple.
 */
export function indianDigits(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last3}`;
}

/** '₹1,234' or '₹1,234.50': Indian digit grouping, paise only when there are some. */
export function formatRupees(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  const sign = rupees < 0 ? '-' : '';
  const whole = indianDigits(Math.floor(paise / 100));
  const fraction = paise % 100;
  return Number.isInteger(rupees)
    ? `${sign}₹${whole}`
    : `${sign}₹${whole}.${String(fraction).padStart(2, '0')}`;
}
