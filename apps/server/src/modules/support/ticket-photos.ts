import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../http/errors';

/** What a phone photo needs; a picture claiming more pixels is a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Support staff need to see the damage, not print it: larger photos are scaled down. */
const MAX_SIDE = 2000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface CleanPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The type comes from the bytes, never the file name. The photo is decoded and written again as
 * JPEG: EXIF (location, device) and any other metadata do not survive, and orientation is applied.
 */
export async function cleanPhoto(upload: Buffer): Promise<CleanPhoto> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(upload, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
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
    const { data, info } = await sharp(upload, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
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
