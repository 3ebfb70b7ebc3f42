import type * as HarfBuzz from 'harfbuzzjs';
import { fontFile, SCRIPTS, type Script } from './font-files';

/**
 * Text made into glyphs the way a browser would (decision 044): each run of letters goes to the
 * first of the document's fonts that has them, and HarfBuzz shapes the run, so a Kannada or
 * Devanagari conjunct, a reph or a vowel sign written before its consonant comes out as the
 * script is read, not letter by letter. pdf-lib's own font layout (fontkit) fails on these scripts.
 */

/** One font file loaded for shaping: parsed once per process, used by every document. */
export interface Face {
  key: string;
  script: Script;
  bold: boolean;
  /** The whole font (TrueType bytes), cut per document when it is written. */
  file: Uint8Array;
  font: HarfBuzz.Font;
  unitsPerEm: number;
  postscriptName: string;
  ascent: number;
  descent: number;
  capHeight: number;
  box: [number, number, number, number];
  has(codePoint: number): boolean;
}

/**
 * A glyph as drawn: its id, the text it stands for (its share of its cluster's), its advance and
 * offsets in font units.
 */
export interface Glyph {
  id: number;
  text: string;
  advance: number;
  dx: number;
  dy: number;
}

export interface Run {
  face: Face;
  glyphs: Glyph[];
  /** The run's width in font units. */
  advance: number;
}

interface Fonts {
  hb: typeof HarfBuzz;
  regular: Face[];
  bold: Face[];
}

const int16 = (table: Uint8Array | undefined, at: number) =>
  table && table.length >= at + 2 ? new DataView(table.buffer, table.byteOffset).getInt16(at) : 0;

const POSTSCRIPT_NAMES: Record<Script, string> = {
  devanagari: 'NotoSansDevanagari',
  kannada: 'NotoSansKannada',
};

function loadFace(hb: typeof HarfBuzz, script: Script, bold: boolean): Face {
  const file = fontFile(script, bold);
  const face = new hb.Face(new hb.Blob(file));
  const font = new hb.Font(face);
  const head = face.referenceTable('head');
  const os2 = face.referenceTable('OS/2');
  const extents = font.hExtents();
  const has = new Map<number, boolean>();
  return {
    key: `${script}-${bold ? 'bold' : 'regular'}`,
    script,
    bold,
    file,
    font,
    unitsPerEm: face.upem,
    postscriptName: `${POSTSCRIPT_NAMES[script]}-${bold ? 'Bold' : 'Regular'}`,
    ascent: extents.ascender,
    descent: extents.descender,
    capHeight: int16(os2, 88) || Math.round(extents.ascender * 0.7),
    box: [int16(head, 36), int16(head, 38), int16(head, 40), int16(head, 42)],
    has(codePoint) {
      let known = has.get(codePoint);
      if (known === undefined) {
        known = (font.glyph(codePoint) ?? 0) !== 0;
        has.set(codePoint, known);
      }
      return known;
    },
  };
}

let loading: Promise<Fonts> | undefined;

/** The fonts, loaded on the first document printed (HarfBuzz is WebAssembly: nothing at start-up). */
export function loadFonts(): Promise<Fonts> {
  loading ??= (async () => {
    const hb = await import('harfbuzzjs');
    return {
      hb,
      regular: SCRIPTS.map((script) => loadFace(hb, script, false)),
      bold: SCRIPTS.map((script) => loadFace(hb, script, true)),
    };
  })();
  return loading;
}

/** Marks and invisible joiners stay with the letter before them, or go when no font draws them. */
const ATTACHED = /[\p{M}\u200b-\u200f\u2060\ufeff\u{e0000}-\u{e007f}]/u;
/** Drawn for a letter none of the fonts has (emoji, scripts the shop does not print). */
export const MISSING = '?';

/** Splits text into runs of one font each. */
function runsOf(fonts: Fonts, text: string, bold: boolean): { face: Face; text: string }[] {
  const faces = bold ? fonts.bold : fonts.regular;
  const fallback = faces[0]!;
  const runs: { face: Face; text: string }[] = [];
  let missing = false;
  for (const letter of text) {
    const codePoint = letter.codePointAt(0)!;
    const current = runs.at(-1);
    if (current?.face.has(codePoint)) {
      current.text += letter;
      missing = false;
      continue;
    }
    if (ATTACHED.test(letter)) continue;
    // A run of letters no font has (an emoji and its modifiers) is one mark, not several.
    if (missing && /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{1f1e6}-\u{1f1ff}]/u.test(letter))
      continue;
    const face = faces.find((candidate) => candidate.has(codePoint));
    missing = face === undefined;
    const shown = face ? letter : MISSING;
    const into = face ?? fallback;
    if (current?.face === into) current.text += shown;
    else runs.push({ face: into, text: shown });
  }
  return runs;
}

function shapeRun(fonts: Fonts, face: Face, text: string): Run {
  const buffer = new fonts.hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  // Every script the documents print is written left to right.
  buffer.setDirection(fonts.hb.Direction.LTR);
  fonts.hb.shape(face.font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  // Clusters are offsets into the text (UTF-16). A cluster's text is shared out among its
  // glyphs in drawing order, a letter each and the rest to the last, so that reading the glyphs
  // in order gives the text back even where a vowel sign is drawn before its consonant.
  const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  const ends = new Map(starts.map((start, index) => [start, starts[index + 1] ?? text.length]));
  const glyphs: Glyph[] = [];
  let advance = 0;
  for (let first = 0; first < infos.length;) {
    const cluster = infos[first]!.cluster;
    let last = first;
    while (last + 1 < infos.length && infos[last + 1]!.cluster === cluster) last++;
    const letters = [...text.slice(cluster, ends.get(cluster))];
    for (let index = first; index <= last; index++) {
      const position = positions[index]!;
      advance += position.xAdvance;
      const share =
        index < last ? (letters[index - first] ?? '') : letters.slice(index - first).join('');
      glyphs.push({
        id: infos[index]!.codepoint,
        text: share,
        advance: position.xAdvance,
        dx: position.xOffset,
        dy: position.yOffset,
      });
    }
    first = last + 1;
  }
  return { face, glyphs, advance };
}

const SHAPED_KEPT = 4000;
const shaped = new Map<string, Run[]>();

/**
 * The runs of glyphs that draw `text` (remembered: a document measures the same text several
 * times while fitting it, and prints the same words on every page).
 */
export function shape(fonts: Fonts, text: string, bold: boolean): Run[] {
  const key = `${bold ? 'b' : 'r'}${text}`;
  let runs = shaped.get(key);
  if (!runs) {
    runs = runsOf(fonts, text, bold).map((run) => shapeRun(fonts, run.face, run.text));
    if (shaped.size >= SHAPED_KEPT) shaped.clear();
    shaped.set(key, runs);
  }
  return runs;
}

/** The width of shaped text at `size` points. */
export const widthOf = (runs: Run[], size: number) =>
  runs.reduce((sum, run) => sum + (run.advance * size) / run.face.unitsPerEm, 0);
