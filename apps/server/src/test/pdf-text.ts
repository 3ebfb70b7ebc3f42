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

/** A piece of text as drawn on a page: where it starts and how wide it is, in points. */
export interface DrawnText {
  page: number;
  text: string;
  x: number;
  width: number;
  pageWidth: number;
}

/** Every piece of text of a PDF with its place, to check what is drawn stays on its page. */
export async function pdfDrawnText(bytes: Uint8Array | Buffer): Promise<DrawnText[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const drawn: DrawnText[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const [, , pageWidth] = page.view as [number, number, number, number];
    for (const item of (await page.getTextContent()).items)
      if ('str' in item && item.str.trim() !== '')
        drawn.push({
          page: number,
          text: item.str,
          x: item.transform[4] as number,
          width: item.width,
          pageWidth,
        });
  }
  return drawn;
}
