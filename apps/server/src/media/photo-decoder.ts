import { createRequire } from 'node:module';
import type sharp from 'sharp';
import { helperProcess } from '../helper-process';
import { PHOTO_DECODER_CODE } from './photo-decoder-code';
import type { RawPicture } from './variants';

/**
 * Big photos are decoded in a child process (decision 053): a 25-megapixel photo takes about
 * 50 MB of the C library's memory while it is read, which glibc keeps in the process once freed,
 * so a burst of them raised the shop's own memory above its 200 MiB aim and kept it there. The
 * child is started on the first photo, decodes them one at a time (the decode queue sends one at
 * a time) and ends when no photo has come for `IDLE_MS`, taking that memory with it.
 */

/** What the child makes of one received photo: sharp's options, as plain data. */
export interface DecodeJob {
  file: string;
  maxPixels: number;
  /** Whether the camera saved it sideways: it is turned upright first. */
  turned: boolean;
  resize: sharp.ResizeOptions;
  /** JPEG with these options; raw pixels without. */
  jpeg?: sharp.JpegOptions;
}

export type Decoded = { ok: true } & RawPicture;

/** A burst of photos keeps one child; it ends a little after the last. */
const IDLE_MS = 5_000;

interface Answer {
  ok: boolean;
  data?: Uint8Array;
  info?: RawPicture['info'];
}

const decoder = helperProcess<DecodeJob, Answer>({
  name: 'The photo decoder',
  idleMs: IDLE_MS,
  command: () => ({
    args: ['-e', PHOTO_DECODER_CODE],
    env: {
      ...process.env,
      MP_SHARP: createRequire(import.meta.url).resolve('sharp'),
      // Every block of 128 KiB or more (libvips' lines of pixels) is a mapping of its own, given
      // back when freed: 142 against 167 MiB at most in a burst. Here only, not in the shop, whose
      // many mid-sized buffers would each cost a system call.
      MALLOC_MMAP_THRESHOLD_: '131072',
    },
  }),
});

/**
 * Decodes a received photo in the child process; answers `{ ok: false }` for a photo sharp could
 * not read, and rejects when the child itself failed (the shop answers 500, never 'unreadable').
 */
export async function decodeInChild(job: DecodeJob): Promise<Decoded | { ok: false }> {
  const answer = await decoder.ask(job);
  if (!answer.ok || !answer.data || !answer.info) return { ok: false };
  return {
    ok: true,
    data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.length),
    info: answer.info,
  };
}
