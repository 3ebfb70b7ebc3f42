/** Rupees as a message writes them: '642', or '642.50' when there are paise. */
export function rupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
