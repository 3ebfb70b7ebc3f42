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
