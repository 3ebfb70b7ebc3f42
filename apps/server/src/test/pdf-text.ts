import { getDocumentProxy } from 'unpdf';

/**
 * What a PDF says, page by page, as a reader would copy it: for tests that open the documents
 * the hub prints and check their words. Each drawn piece of text is one item; they are joined
 * with a space in the order they were drawn.
 */
export async function pdfPages(bytes: Uint8Array | Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const words = content.items.map((item) => ('str' in item ? item.str : ''));
    pages.push(words.join(' ').replace(/\s+/g, ' ').trim());
  }
  return pages;
}

/**
 * A piece of text as drawn on a page, in points from the page's bottom left: where it starts, how
 * wide it is, its baseline, and the font's box around it (from its descent to its ascent, as a
 * PDF reader measures the font), so a test can tell two lines apart from two lines on each other.
 */
export interface DrawnText {
  page: number;
  text: string;
  x: number;
  width: number;
  pageWidth: number;
  y: number;
  bottom: number;
  top: number;
}

/** Every piece of text of a PDF with its place, to check what is drawn stays on its page. */
export async function pdfDrawnText(bytes: Uint8Array | Buffer): Promise<DrawnText[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const drawn: DrawnText[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const [, , pageWidth] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    for (const item of content.items)
      if ('str' in item && item.str.trim() !== '') {
        const [, , , size, x, y] = item.transform as number[];
        const font = content.styles[item.fontName];
        drawn.push({
          page: number,
          text: item.str,
          x: x!,
          width: item.width,
          pageWidth,
          y: y!,
          bottom: y! + (font?.descent ?? -0.25) * size!,
          top: y! + (font?.ascent ?? 0.9) * size!,
        });
      }
  }
  return drawn;
}

/** Pairs of text on one page whose boxes cross: one printed over the other. */
export function overlapping(drawn: DrawnText[]): [string, string][] {
  const crossed: [string, string][] = [];
  for (const [index, one] of drawn.entries())
    for (const other of drawn.slice(index + 1))
      if (
        one.page === other.page &&
        one.x < other.x + other.width &&
        other.x < one.x + one.width &&
        one.bottom < other.top &&
        other.bottom < one.top
      )
        crossed.push([one.text, other.text]);
  return crossed;
}
