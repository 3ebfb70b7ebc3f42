import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { MediaShelf } from '../providers/media-store/media-store';

/**
 * The pictures the shop serves from the public media folder, made once when a picture arrives
 * (drawn by the demo seed, or uploaded in the hub) and never on a customer's request. The sizes
 * are the pages': the seed and the hub write the same variants, so an uploaded photo shows where
 * a drawn one did.
 */
export interface VariantSize {
  width: number;
  height: number;
}
export type VariantSizes = Record<string, VariantSize>;

const square = (side: number): VariantSize => ({ width: side, height: side });

/** A product's main photo: the product page, the list card and the cart line. */
export const PRODUCT_PHOTO = { detail: square(800), list: square(400), cart: square(160) };
/** A product's second photo: the list card's other picture. */
export const PRODUCT_SECOND_PHOTO = { list2: square(400) };
/** A maker's store picture. */
export const MAKER_PROFILE = { profile: square(400) };
/** A home page banner, by the carousel's width; each a centred crop. */
export const BANNER = {
  large: { width: 1600, height: 340 },
  medium: { width: 1000, height: 280 },
  small: { width: 600, height: 240 },
};
/** A collection's tile ('Explore Collections', curations). */
export const COLLECTION_TILE = { tile: { width: 600, height: 400 } };
/** A lab report's first page, as the product page shows it before the PDF is opened (A4). */
export const LAB_REPORT_PAGE = { preview: { width: 600, height: 848 } };

/** The largest of a set of sizes: the picture is decoded once at that size. */
export const largestOf = (sizes: VariantSizes): VariantSize =>
  Object.values(sizes).reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));

/** Decoded pixels, drawn or read, that variants are made from. */
export interface RawPicture {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * One variant as WebP. sharp writes no metadata unless asked, so nothing of the source's EXIF
 * survives. Effort 2 is within a few per cent of the default's size at less than half its time.
 */
export const encodeVariant = (picture: RawPicture, size: VariantSize): Promise<Buffer> =>
  sharp(picture.data, { raw: picture.info })
    .resize(size.width, size.height)
    .webp({ quality: size.width >= 600 ? 82 : 78, effort: 2 })
    .toBuffer();

/** '/media/catalogue/...' for a key of the media store's public files. */
export const mediaUrl = (key: string) => `/media/${key}`;

/** Public files written for one upload: their URLs by variant, and their keys. */
export interface StoredMedia {
  urls: Record<string, string>;
  keys: string[];
}

/**
 * Writes a picture's variants under `folder` of the store's public files, each under a name of
 * its own (`/media` is served as immutable, so a new picture never reuses a name). On a failure
 * the files already written are removed.
 */
export async function storeVariants(
  shelf: MediaShelf,
  folder: string,
  picture: RawPicture,
  sizes: VariantSizes,
): Promise<StoredMedia> {
  const name = randomUUID();
  const stored: StoredMedia = { urls: {}, keys: [] };
  try {
    for (const [variant, size] of Object.entries(sizes)) {
      const key = `${folder}/${name}-${variant}.webp`;
      await shelf.put(key, await encodeVariant(picture, size), 'image/webp');
      stored.keys.push(key);
      stored.urls[variant] = mediaUrl(key);
    }
    return stored;
  } catch (error) {
    await forgetMedia(shelf, stored);
    throw error;
  }
}

/** Removes what an upload wrote, when the change it was for did not happen. */
export async function forgetMedia(shelf: MediaShelf, stored: StoredMedia) {
  await shelf.remove(stored.keys);
}
