/** What fitting and wrapping text needs of a font: its width at a size. */
export interface Measure {
  widthOfTextAtSize(text: string, size: number): number;
}

/**
 * Text as a document prints it: control characters (a tab, a line break typed into an address)
 * become a space, and the rupee sign the words 'Rs.', as the shop's printed figures read.
 */
export function printable(text: string): string {
  return text.replaceAll('₹', 'Rs.').replace(/\p{Cc}/gu, ' ');
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** Letters as a reader sees them: a conjunct or a letter with its marks is never cut apart. */
const lettersOf = (text: string) => [...graphemes.segment(text)].map((part) => part.segment);

/** The most letters of `letters` from the start that fit `width` (at least one). */
function longestFitting(letters: string[], fits: (text: string) => boolean): number {
  let low = 1;
  let high = letters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(letters.slice(0, middle).join(''))) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Cuts text to fit a width in the given font, so long names never overlap the next column. */
export function fit(text: string, font: Measure, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const letters = lettersOf(text);
  const kept = longestFitting(
    letters,
    (shown) => font.widthOfTextAtSize(`${shown}.`, size) <= width,
  );
  return `${letters.slice(0, kept).join('')}.`;
}

/**
 * Breaks text into lines no wider than `width`, at spaces; a word wider than the line on its own
 * (a 120-letter area name) is broken between letters rather than run past the page's edge.
 */
export function wrap(text: string, font: Measure, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    let letters = lettersOf(current);
    while (letters.length > 1 && !fits(current)) {
      const kept = longestFitting(letters, fits);
      lines.push(letters.slice(0, kept).join(''));
      letters = letters.slice(kept);
      current = letters.join('');
    }
  }
  if (current) lines.push(current);
  return lines;
}
