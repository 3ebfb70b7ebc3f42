import sharp from 'sharp';
import { AppError } from '../http/errors';
import type { MediaShelf } from '../providers/media-store/media-store';
import { inTurn } from './decode-queue';
import { decodeInChild, type DecodeJob } from './photo-decoder';
import {
  largestOf,
  storeVariants,
  type RawPicture,
  type StoredMedia,
  type VariantSizes,
} from './variants';

/**
 * Photos from phones, read one way for every upload (customers' ticket photos, makers' product
 * and profile photos, receipt photos at the hub; decisions 018 and 030): the type comes from the
 * bytes, never the file name or the declared content type; the pixels are bounded before any is
 * decoded; decoding waits its turn; what is kept is written again by sharp, so EXIF (location,
 * device) and every other metadata are gone, and the camera's orientation is applied.
 */

/**
 * Phone cameras save 12 to 24 megapixels (the web forms send at most 2000 px a side); a picture
 * claiming more is refused from its header, before a pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

const unreadable = () =>
  new AppError('IMAGE_TYPE_NOT_ALLOWED', 'A photo could not be read. Please try another one.');

/** Refuses what is not a JPEG, PNG or WebP photo of a size we process; answers whether it is turned. */
async function inspect(upload: string): Promise<{ turned: boolean }> {
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
  return { turned };
}

/**
 * Reads a received photo in turn with every other decode, in the photo decoder's process: `make`
 * says how (sharp's resize, and JPEG or raw pixels); a photo the camera saved sideways is turned
 * upright first. A photo that fails to decode is refused as unreadable.
 */
function decodePhoto(
  upload: string,
  make: Pick<DecodeJob, 'resize' | 'jpeg'>,
): Promise<RawPicture> {
  return inTurn(async () => {
    const { turned } = await inspect(upload);
    const decoded = await decodeInChild({
      file: upload,
      maxPixels: MAX_INPUT_PIXELS,
      turned,
      ...make,
    });
    if (!decoded.ok) throw unreadable();
    return { data: decoded.data, info: decoded.info };
  });
}

export interface CleanPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Staff need to see the damage or the delivery, not print it: larger photos are scaled down. */
const DOCUMENT_MAX_SIDE = 2000;

/**
 * A photo kept as a record (a ticket's damage, a batch's receipt): JPEG, at most 2000 px a side.
 * `upload` is the path of the file as it was received.
 */
export const documentPhoto = async (upload: string): Promise<CleanPhoto> => {
  const { data, info } = await decodePhoto(upload, {
    resize: {
      width: DOCUMENT_MAX_SIDE,
      height: DOCUMENT_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    },
    jpeg: { quality: 80, mozjpeg: true },
  });
  return { bytes: data, width: info.width, height: info.height };
};

/**
 * A photo the shop shows (a product, a maker's store): cut to a centred square of `side` pixels,
 * as raw pixels its variants are then made from. The shop's cards and pages are square.
 */
export const squarePhoto = (upload: string, side: number): Promise<RawPicture> =>
  decodePhoto(upload, {
    resize: { width: side, height: side, fit: 'cover', position: 'centre' },
  });

/**
 * A photo the shop shows, made into its variants (all square) under `folder` of the store's public
 * files. Nothing is written for a refused photo.
 */
export async function storeShopPhoto(
  shelf: MediaShelf,
  folder: string,
  upload: string,
  sizes: VariantSizes,
): Promise<StoredMedia> {
  const picture = await squarePhoto(upload, largestOf(sizes).width);
  return storeVariants(shelf, folder, picture, sizes);
}

/**
 * A wide picture (a banner, a collection tile) as raw pixels, whole, at most `maxSide` pixels a
 * side: its variants are then each a centred crop of it at their own shape (`storeVariants`).
 */
export const wholePhoto = (upload: string, maxSide: number): Promise<RawPicture> =>
  decodePhoto(upload, {
    resize: { width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true },
  });
