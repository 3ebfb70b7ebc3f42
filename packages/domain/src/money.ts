/** Money is integer paise everywhere inside the shop; rupees only at the JSON boundary and on screen. */
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;

/** 1.005 * 100 is 100.49999... in binary; fixing to 6 places first rounds it the way a person would. */
export const rupeesToPaise = (rupees: number): number =>
  Math.round(Number((rupees * 100).toFixed(6)));

/** '₹1,234' or '₹1,234.50': Indian digit grouping, paise only when there are some. */
export function formatRupees(rupees: number): string {
  const whole = Number.isInteger(rupees);
  return `₹${rupees.toLocaleString('en-IN', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}
