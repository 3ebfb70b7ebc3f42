import type { PDFFont } from 'pdf-lib';

/**
 * Text as the PDF standard fonts can draw it: they encode WinAnsi (Latin-1 and a few marks)
 * only, and pdf-lib throws on anything else. The rupee sign becomes 'Rs.', Indian-script text
 * and emoji '?', control characters a space, so a customer's name never breaks a print.
 */
export function printable(text: string): string {
  return text
    .replaceAll('₹', 'Rs.')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[^\u0020-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/gu, '?');
}

/** Cuts text to fit a width in the given font, so long names never overlap the next column. */
export function fit(text: string, font: PDFFont, size: number, width: number): string {
  let shown = text;
  while (shown.length > 3 && font.widthOfTextAtSize(shown, size) > width)
    shown = shown.slice(0, -1);
  return shown === text ? text : `${shown.slice(0, -1)}.`;
}

/** Breaks text into lines no wider than `width`, at spaces. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && current) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}
