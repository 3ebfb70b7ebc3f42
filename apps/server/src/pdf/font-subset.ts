import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Cuts a font down to the glyphs a document draws, with HarfBuzz's subsetter (harfbuzzjs ships it
 * as WebAssembly of its own, without a JavaScript wrapper; these are its C functions). Glyph ids
 * are kept as they are (`RETAIN_GIDS`), so what was shaped against the whole font draws the same
 * glyphs from the cut one; the glyphs left out take no room.
 */
interface Subsetter {
  memory: { buffer: ArrayBuffer };
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const MEMORY_MODE_WRITABLE = 2;
const SETS_DROP_TABLE_TAG = 3;
const FLAGS_NO_HINTING = 0x1;
const FLAGS_RETAIN_GIDS = 0x2;
const FLAGS_NO_LAYOUT_CLOSURE = 0x200;
/** A PDF reader draws the glyphs it is given: the shaping tables stay behind. */
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF'];

const tag = (name: string) =>
  [...name].reduce((value, letter) => ((value << 8) | letter.charCodeAt(0)) >>> 0, 0);

let loading: Promise<Subsetter> | undefined;
function subsetter(): Promise<Subsetter> {
  loading ??= (async () => {
    const wasm = await readFile(
      createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'),
    );
    // The server's TypeScript library has no WebAssembly types (no DOM); Node has WebAssembly.
    const { WebAssembly: wasmApi } = globalThis as unknown as {
      WebAssembly: { instantiate(bytes: Uint8Array): Promise<{ instance: { exports: unknown } }> };
    };
    const { instance } = await wasmApi.instantiate(wasm);
    const hb = instance.exports as Subsetter;
    hb._initialize();
    return hb;
  })();
  return loading;
}

/** The font with only `glyphs` (and what they are built of) left in it, hinting dropped. */
export async function subsetFont(font: Uint8Array, glyphs: Iterable<number>): Promise<Uint8Array> {
  const hb = await subsetter();
  const input = hb.hb_subset_input_create_or_fail();
  if (input === 0) throw new Error('The font subsetter could not start');
  const data = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, data);
  const blob = hb.hb_blob_create(data, font.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  let cut = 0;
  try {
    const kept = hb.hb_subset_input_glyph_set(input);
    hb.hb_set_add(kept, 0);
    for (const glyph of glyphs) hb.hb_set_add(kept, glyph);
    const dropped = hb.hb_subset_input_set(input, SETS_DROP_TABLE_TAG);
    for (const table of DROPPED_TABLES) hb.hb_set_add(dropped, tag(table));
    hb.hb_subset_input_set_flags(
      input,
      hb.hb_subset_input_get_flags(input) |
        FLAGS_NO_HINTING |
        FLAGS_RETAIN_GIDS |
        FLAGS_NO_LAYOUT_CLOSURE,
    );
    cut = hb.hb_subset_or_fail(face, input);
    if (cut === 0) throw new Error('The font could not be subset');
    const result = hb.hb_face_reference_blob(cut);
    const at = hb.hb_blob_get_data(result, 0);
    const length = hb.hb_blob_get_length(result);
    // Copied out: the WebAssembly memory is reused by the next subset.
    const bytes = new Uint8Array(hb.memory.buffer).slice(at, at + length);
    hb.hb_blob_destroy(result);
    return bytes;
  } finally {
    if (cut !== 0) hb.hb_face_destroy(cut);
    hb.hb_face_destroy(face);
    hb.hb_subset_input_destroy(input);
    hb.free(data);
  }
}
