import { deflateSync } from 'node:zlib';
import {
  PDFString,
  type PDFContext,
  type PDFDocument,
  type PDFName,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { subsetFont } from './font-subset';
import type { Face, Glyph, Run } from './shaping';

/**
 * The fonts of one document, written into it as composite (Type 0) fonts when it is saved, each
 * cut to the glyphs the document drew. Glyphs are drawn by number, as HarfBuzz shaped them.
 *
 * Each glyph drawn for a given piece of text at a given advance gets a character id of its own
 * (the same glyph can stand for different text: a conjunct's part, a vowel sign; a mark advances
 * nothing), with that advance as its width and the text in the font's ToUnicode map, so the
 * document's widths are the shaped ones and copying or searching it gives back the words as typed.
 * A glyph that stands for no letter of its own (the second part of a split vowel sign) maps to a
 * zero-width non-joiner, as a map entry cannot be empty.
 */
interface UsedFont {
  ref: PDFRef;
  /** `${glyph}:${advance}:${text}` to character id; ids start at 1. */
  ids: Map<string, number>;
  glyphs: { id: number; text: string; width: number }[];
}

const hex4 = (value: number) => value.toString(16).padStart(4, '0').toUpperCase();
const utf16Hex = (text: string) =>
  [...text]
    .flatMap((letter) => {
      const code = letter.codePointAt(0)!;
      if (code < 0x10000) return [code];
      const offset = code - 0x10000;
      return [0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff)];
    })
    .map(hex4)
    .join('');
const round = (value: number) => Math.round(value * 100) / 100;
/**
 * A stream compressed by Node's zlib: pdf-lib's own `flateStream` compresses in JavaScript, which
 * was half the time of a 200-order manifest.
 */
export function compressedStream(
  context: PDFContext,
  contents: string | Uint8Array,
  dict: Record<string, number> = {},
): PDFRef {
  const bytes = deflateSync(contents);
  return context.register(
    context.stream(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), {
      ...dict,
      Filter: 'FlateDecode',
    }),
  );
}

/** A number as PDF operators are written: at most two decimals, no exponent. */
export const number = (value: number) => String(round(value));

export class DocumentFonts {
  private readonly used = new Map<Face, UsedFont>();
  private readonly names = new WeakMap<PDFPage, Map<Face, PDFName>>();

  constructor(private readonly pdf: PDFDocument) {}

  private usedFont(face: Face): UsedFont {
    let font = this.used.get(face);
    if (!font) {
      font = { ref: this.pdf.context.nextRef(), ids: new Map(), glyphs: [] };
      this.used.set(face, font);
    }
    return font;
  }

  private idOf(face: Face, font: UsedFont, glyph: Glyph): number {
    const width = Math.round((glyph.advance * 1000) / face.unitsPerEm);
    const key = `${glyph.id}:${width}:${glyph.text}`;
    let id = font.ids.get(key);
    if (id === undefined) {
      id = font.glyphs.length + 1;
      if (id > 0xffff) throw new Error('A document drew more distinct glyphs than a font can hold');
      font.ids.set(key, id);
      font.glyphs.push({ id: glyph.id, text: glyph.text || '\u200c', width });
    }
    return id;
  }

  private nameOn(page: PDFPage, face: Face, font: UsedFont): PDFName {
    let names = this.names.get(page);
    if (!names) this.names.set(page, (names = new Map()));
    let name = names.get(face);
    if (!name) {
      name = page.node.newFontDictionary(face.postscriptName, font.ref);
      names.set(face, name);
    }
    return name;
  }

  /**
   * The PDF operators that draw shaped runs one after another from (x, y), the baseline's start,
   * in the fill colour set before them.
   */
  draw(page: PDFPage, runs: Run[], x: number, y: number, size: number): string {
    const operators: string[] = ['BT'];
    let pen = x;
    for (const [index, run] of runs.entries()) {
      const glyphs = index === 0 ? startingWithALetter(run.glyphs) : run.glyphs;
      const { face } = run;
      const font = this.usedFont(face);
      const scale = 1000 / face.unitsPerEm;
      operators.push(
        `${this.nameOn(page, face, font).toString()} ${number(size)} Tf`,
        `1 0 0 1 ${number(pen)} ${number(y)} Tm`,
      );
      let shown: string[] = [];
      let ids = '';
      let rise = 0;
      const flushIds = () => {
        if (ids) shown.push(`<${ids}>`);
        ids = '';
      };
      const flush = () => {
        flushIds();
        if (shown.length > 0) operators.push(`[${shown.join(' ')}] TJ`);
        shown = [];
      };
      for (const glyph of glyphs) {
        const id = this.idOf(face, font, glyph);
        if (glyph.dy !== rise) {
          flush();
          rise = glyph.dy;
          operators.push(`${number((rise * size) / face.unitsPerEm)} Ts`);
        }
        // In TJ a number moves what follows left by thousandths of the size: a glyph placed off
        // its pen position (a mark above its letter) is moved there and back.
        const shift = round(glyph.dx * scale);
        if (shift !== 0) {
          flushIds();
          shown.push(number(-shift));
        }
        ids += hex4(id);
        if (shift !== 0) {
          flushIds();
          shown.push(number(shift));
        }
      }
      flush();
      if (rise !== 0) operators.push('0 Ts');
      pen += (run.advance * size) / face.unitsPerEm;
    }
    operators.push('ET');
    return operators.join(' ');
  }

  /** Writes each font used, cut to its glyphs, into the document. Call once, before saving. */
  async write() {
    for (const [face, font] of this.used) await this.writeFont(face, font);
  }

  private async writeFont(face: Face, font: UsedFont) {
    const context = this.pdf.context;
    const file = await subsetFont(
      face.file,
      font.glyphs.map((glyph) => glyph.id),
    );
    const scale = 1000 / face.unitsPerEm;
    // A subset's name starts with six capitals that differ with its glyphs (ISO 32000-1, 9.6.4).
    let hash = 7;
    for (const glyph of font.glyphs) hash = (hash * 31 + glyph.id) >>> 0;
    const prefix = Array.from({ length: 6 }, (_, index) =>
      String.fromCharCode(65 + (Math.floor(hash / 26 ** index) % 26)),
    ).join('');
    const name = `${prefix}+${face.postscriptName}`;

    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: name,
        Flags: 4,
        FontBBox: face.box.map((value) => Math.round(value * scale)),
        ItalicAngle: 0,
        Ascent: Math.round(face.ascent * scale),
        Descent: Math.round(face.descent * scale),
        CapHeight: Math.round(face.capHeight * scale),
        StemV: face.bold ? 120 : 80,
        FontFile2: compressedStream(context, file, { Length1: file.length }),
      }),
    );
    const glyphOf = new Uint8Array(2 * (font.glyphs.length + 1));
    for (const [index, glyph] of font.glyphs.entries()) {
      glyphOf[2 * (index + 1)] = glyph.id >> 8;
      glyphOf[2 * (index + 1) + 1] = glyph.id & 0xff;
    }
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: name,
        CIDSystemInfo: {
          Registry: PDFString.of('Adobe'),
          Ordering: PDFString.of('Identity'),
          Supplement: 0,
        },
        FontDescriptor: descriptor,
        DW: 0,
        W: [1, font.glyphs.map((glyph) => glyph.width)],
        CIDToGIDMap: compressedStream(context, glyphOf),
      }),
    );
    context.assign(
      font.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: name,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: compressedStream(context, toUnicode(font.glyphs)),
      }),
    );
  }
}

const NONSPACING_MARK = /\p{Mn}/u;

/**
 * The glyphs of a text's first run, the first standing for one letter only when its text holds a
 * nonspacing mark (a virama: 'क्' of 'क्लैट'), the rest of its text going to the next glyph. Some
 * readers (PDF.js) take a glyph whose text holds such a mark as part of the text drawn before it,
 * wherever that was; a text that starts with a letter begins where it is drawn.
 */
function startingWithALetter(glyphs: Glyph[]): Glyph[] {
  const [first, second, ...rest] = glyphs;
  if (!first || !second || !NONSPACING_MARK.test(first.text)) return glyphs;
  const [letter, ...more] = [...first.text];
  if (!letter || NONSPACING_MARK.test(letter)) return glyphs;
  return [{ ...first, text: letter }, { ...second, text: more.join('') + second.text }, ...rest];
}

/** The ToUnicode CMap: each character id to the text its glyph was drawn for. */
function toUnicode(glyphs: { text: string }[]): string {
  const lines: string[] = [];
  for (let start = 0; start < glyphs.length; start += 100) {
    const block = glyphs.slice(start, start + 100);
    lines.push(`${block.length} beginbfchar`);
    for (const [index, glyph] of block.entries())
      lines.push(`<${hex4(start + index + 1)}> <${utf16Hex(glyph.text)}>`);
    lines.push('endbfchar');
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...lines,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
