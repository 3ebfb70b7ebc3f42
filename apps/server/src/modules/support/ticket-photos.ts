import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastq from 'fastq';
import sharp from 'sharp';
import { AppError } from '../../http/errors';

/**
 * Phone cameras save 12 to 24 megapixels (the web form sends at most 2000 px a side); a picture
 * claiming more is refused from its header, before a pixel is decoded.
 */
const MAX_INPUT_PIXELS = 25_000_000;
/** Support staff need to see the damage, not print it: larger photos are scaled down. */
const MAX_SIDE = 2000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/**
 * Photos decoded at once by this process. A 24-megapixel photo takes about 100 MB while it is
 * read; the rest wait their turn (issue 28: twelve customers sending five photos each took the
 * server to a 700 MB peak when each upload was decoded as it came).
 */
const DECODING_AT_ONCE = 1;

// Each photo is read once: libvips' cache of recent operations would only keep decoded pixels.
sharp.cache(false);

export interface CleanPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The type comes from the bytes, never the file name. The photo is decoded and written again as
 * JPEG: EXIF (location, device) and any other metadata do not survive, and orientation is applied.
 * `upload` is the path of the file as it was received.
 */
async function decodePhoto(upload: string): Promise<CleanPhoto> {
  let format: string | undefined;
  let pixels = 0;
  let turned = false;
  try {
    const meta = await sharp(upload, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
    turned = (meta.orientation ?? 1) !== 1;
  } catch {
    throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  if (pixels > MAX_INPUT_PIXELS)
    throw new AppError(
      'IMAGE_TOO_LARGE',
      'A photo is too large in size to process. Please send a smaller photo.',
    );
  try {
    const decoder = sharp(upload, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      sequentialRead: true,
    });
    // Turning a photo holds a second copy of its pixels: only for one the camera saved sideways.
    const { data, info } = await (turned ? decoder.rotate() : decoder)
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new AppError(
      'IMAGE_TYPE_NOT_ALLOWED',
      'A photo could not be read. Please try another one.',
    );
  }
}

/**
 * Writes an uploaded photo to a file of its own under the private folder's `incoming/` as it
 * arrives, so a report's photos (up to 40 MB) are never held in memory; answers the file's path.
 * The caller removes it with `forgetUploads` once the report is answered.
 */
export async function receiveUpload(root: string, upload: Readable): Promise<string> {
  const folder = path.join(root, 'incoming');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, randomUUID());
  try {
    await pipeline(upload, createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return file;
}

export async function forgetUploads(files: string[]) {
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/** A report is answered within minutes; an upload older than this was left by a crash. */
const UPLOAD_LEFT_AFTER_MS = 3_600_000;

/**
 * Removes received uploads a stopped server never got to remove (killed while a report was being
 * read or cleaned); answers how many it removed.
 */
export async function sweepLeftUploads(root: string, now: Date): Promise<number> {
  const folder = path.join(root, 'incoming');
  const names = await readdir(folder).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now.getTime() - info.mtimeMs > UPLOAD_LEFT_AFTER_MS) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

const decoding = fastq.promise(decodePhoto, DECODING_AT_ONCE);

/** Cleans one received photo (see `decodePhoto`), in turn with every other photo being cleaned. */
export const cleanPhoto = (upload: string): Promise<CleanPhoto> => decoding.push(upload);

/** Writes the photos under the private folder; answers their relative paths. */
export async function storePhotos(root: string, photos: CleanPhoto[]): Promise<string[]> {
  if (photos.length === 0) return [];
  const folder = new Date().toISOString().slice(0, 7);
  await mkdir(path.join(root, 'tickets', folder), { recursive: true });
  const stored: string[] = [];
  try {
    for (const photo of photos) {
      const relative = path.join('tickets', folder, `${randomUUID()}.jpg`);
      await writeFile(path.join(root, relative), photo.bytes, { flag: 'wx' });
      stored.push(relative);
    }
    return stored;
  } catch (error) {
    await forgetPhotos(root, stored);
    throw error;
  }
}

export async function forgetPhotos(root: string, relativePaths: string[]) {
  await Promise.all(
    relativePaths.map((relative) => rm(path.join(root, relative), { force: true })),
  );
}
