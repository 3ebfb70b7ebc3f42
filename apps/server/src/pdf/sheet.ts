import { setImmediate as nextTurn } from 'node:timers/promises';
import { PDFDocument, rgb, type PDFPage, type RGB } from 'pdf-lib';
import { compressedStream, DocumentFonts, number } from './document-fonts';
import { loadFonts, shape, widthOf } from './shaping';
import { fit, printable, wrap, type Measure } from './text-fit';

export const INK = rgb(0.1, 0.12, 0.15);
export const MUTED = rgb(0.4, 0.43, 0.47);
export const RULE = rgb(0.78, 0.8, 0.83);

/** Paper sizes in points (1/72 inch), portrait. */
export const A4: [number, number] = [595.28, 841.89];
export const A5: [number, number] = [419.53, 595.28];

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** Cut to this width (with a full stop) rather than run into the next column. */
  width?: number;
}

type Fonts = Awaited<ReturnType<typeof loadFonts>>;

const colour = (color: RGB) => `${number(color.red)} ${number(color.green)} ${number(color.blue)}`;

/** How long a document is made without letting other requests in (issue 39: the board waits). */
const TURN_MS = 8;

/**
 * A printed document written top to bottom: a cursor that moves down as lines are written and
 * starts a new page (with the page's heading again) when the next block would not fit. Text is
 * printed in the shop's fonts (Latin, Devanagari and Kannada, shaped; decision 044) after going
 * through `printable`, so nothing a customer typed can stop a print; a letter of another script
 * prints as '?'.
 *
 * Each page's drawing is written as PDF operators in text and compressed when the page is done,
 * rather than as pdf-lib's objects (one per operator and number): a 500-order manifest took more
 * than the server's 160 MB heap that way (decision 044).
 */
export class Sheet {
  readonly pdf: PDFDocument;
  page!: PDFPage;
  /** The baseline of the next line, from the page's bottom. */
  y = 0;
  pages = 0;
  private drawing: string[] = [];
  private turnStarted = performance.now();

  private constructor(
    pdf: PDFDocument,
    private readonly shop: Fonts,
    private readonly written: DocumentFonts,
    readonly size: [number, number],
    readonly margin: number,
    private readonly heading: (sheet: Sheet) => void,
  ) {
    this.pdf = pdf;
  }

  /**
   * A new document. Its dates come from `at` (the shop's clock), not the machine's, so the same
   * data prints the same bytes.
   */
  static async create(options: {
    title: string;
    at: Date;
    size: [number, number];
    margin?: number;
    heading: (sheet: Sheet) => void;
  }): Promise<Sheet> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(printable(options.title));
    pdf.setAuthor('Makers Pantry');
    pdf.setCreator('Makers Pantry hub');
    pdf.setProducer('Makers Pantry hub');
    pdf.setCreationDate(options.at);
    pdf.setModificationDate(options.at);
    return new Sheet(
      pdf,
      await loadFonts(),
      new DocumentFonts(pdf),
      options.size,
      options.margin ?? 36,
      options.heading,
    );
  }

  /** The regular or bold fonts, as fitting and wrapping measure them. */
  measure(bold = false): Measure {
    return {
      widthOfTextAtSize: (text, size) => widthOf(shape(this.shop, text, bold), size),
    };
  }

  get width() {
    return this.size[0];
  }
  /** The width between the margins. */
  get inner() {
    return this.size[0] - 2 * this.margin;
  }

  newPage() {
    this.closePage();
    this.page = this.pdf.addPage(this.size);
    this.pages++;
    this.y = this.size[1] - this.margin;
    this.heading(this);
  }

  /** Compresses the page's drawing into its content stream. */
  private closePage() {
    if (this.pages === 0 || this.drawing.length === 0) return;
    this.page.node.addContentStream(compressedStream(this.pdf.context, this.drawing.join('\n')));
    this.drawing = [];
  }

  /**
   * Lets other requests be answered when this document has had the thread for a while: a long
   * manifest is made in turns of a few milliseconds, so the orders board never waits for it.
   */
  async breathe() {
    if (performance.now() - this.turnStarted < TURN_MS) return;
    await nextTurn();
    this.turnStarted = performance.now();
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  room(height: number) {
    if (this.pages === 0 || this.y - height < this.margin) this.newPage();
  }

  /** Draws text at `x` on the current line, without moving down. */
  text(text: string, x: number, style: TextStyle = {}) {
    const bold = style.bold ?? false;
    const size = style.size ?? 10;
    const clean = printable(text);
    const shown = style.width ? fit(clean, this.measure(bold), size, style.width) : clean;
    const runs = shape(this.shop, shown, bold);
    if (runs.length === 0) return;
    this.drawing.push(
      `${colour(style.color ?? INK)} rg`,
      this.written.draw(this.page, runs, x, this.y, size),
    );
  }

  /** Writes a line at `x` and moves down by its height. */
  line(text: string, x = this.margin, style: TextStyle = {}) {
    this.text(text, x, style);
    this.down((style.size ?? 10) * 1.4);
  }

  /** Writes text wrapped to `width`, as many lines as it takes. */
  paragraph(text: string, x: number, width: number, style: TextStyle = {}) {
    const font = this.measure(style.bold);
    for (const line of wrap(printable(text), font, style.size ?? 10, width))
      this.line(line, x, style);
  }

  down(points: number) {
    this.y -= points;
  }

  /** A thin line across the page, just under the current line. */
  rule(from = this.margin, to = this.size[0] - this.margin) {
    const y = number(this.y + 8);
    this.drawing.push(`q ${colour(RULE)} RG 0.6 w ${number(from)} ${y} m ${number(to)} ${y} l S Q`);
  }

  /** An empty square to tick by hand. */
  checkbox(x: number, size = 9) {
    this.drawing.push(
      `q ${colour(INK)} RG 0.8 w ${number(x)} ${number(this.y - 1)} ${size} ${size} re S Q`,
    );
  }

  /** Filled black squares, each [x, y, width, height] (a QR code's modules). */
  squares(boxes: [number, number, number, number][]) {
    if (boxes.length === 0) return;
    const path = boxes.map((box) => `${box.map(number).join(' ')} re`).join(' ');
    this.drawing.push(`q 0 0 0 rg ${path} f Q`);
  }

  async bytes(): Promise<Uint8Array> {
    if (this.pages === 0) this.newPage();
    this.closePage();
    await this.written.write();
    return this.pdf.save();
  }
}
