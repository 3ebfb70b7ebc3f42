import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import type sharp from 'sharp';
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
  id: number;
  ok: boolean;
  data?: Uint8Array;
  info?: RawPicture['info'];
}

interface Waiting {
  resolve: (answer: Decoded | { ok: false }) => void;
  reject: (error: Error) => void;
}

let decoder: { child: ChildProcess; waiting: Map<number, Waiting> } | undefined;
let nextId = 1;
let idleTimer: NodeJS.Timeout | undefined;

function start() {
  const child = spawn(process.execPath, ['-e', PHOTO_DECODER_CODE], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Buffers cross as bytes, not as JSON arrays of numbers.
    serialization: 'advanced',
    env: {
      ...process.env,
      MP_SHARP: createRequire(import.meta.url).resolve('sharp'),
      // Every block of 128 KiB or more (libvips' lines of pixels) is a mapping of its own, given
      // back when freed: 142 against 167 MiB at most in a burst. Here only, not in the shop, whose
      // many mid-sized buffers would each cost a system call.
      MALLOC_MMAP_THRESHOLD_: '131072',
    },
  });
  const started = { child, waiting: new Map<number, Waiting>() };
  child.on('message', (answer: Answer) => {
    const waiting = started.waiting.get(answer.id);
    if (!waiting) return;
    started.waiting.delete(answer.id);
    if (started.waiting.size === 0) idle(started);
    waiting.resolve(
      answer.ok && answer.data && answer.info
        ? {
            ok: true,
            data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.length),
            info: answer.info,
          }
        : { ok: false },
    );
  });
  const stopped = (error: Error) => {
    if (decoder === started) decoder = undefined;
    for (const waiting of started.waiting.values()) waiting.reject(error);
    started.waiting.clear();
  };
  child.on('error', stopped);
  child.on('exit', (code, signal) =>
    stopped(new Error(`The photo decoder stopped (${signal ?? `code ${code}`})`)),
  );
  // Neither the child nor its channel keeps the shop running; a waiting photo refs the channel.
  child.unref();
  child.channel?.unref();
  return started;
}

/** After the last answer: the channel stops holding the shop, and the child ends if nothing comes. */
function idle(running: NonNullable<typeof decoder>) {
  running.child.channel?.unref();
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (decoder === running && running.waiting.size === 0) {
      decoder = undefined;
      running.child.disconnect();
    }
  }, IDLE_MS).unref();
}

/**
 * Decodes a received photo in the child process; answers `{ ok: false }` for a photo sharp could
 * not read, and rejects when the child itself failed (the shop answers 500, never 'unreadable').
 */
export function decodeInChild(job: DecodeJob): Promise<Decoded | { ok: false }> {
  clearTimeout(idleTimer);
  decoder ??= start();
  const running = decoder;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    running.waiting.set(id, { resolve, reject });
    running.child.channel?.ref();
    running.child.send({ ...job, id }, (error) => {
      if (!error || !running.waiting.delete(id)) return;
      reject(error);
    });
  });
}
