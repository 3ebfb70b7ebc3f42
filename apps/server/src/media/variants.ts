import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

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
/** A home page banner, by the carousel's width (spec section 9); each a centred crop. */
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

/** '/media/catalogue/...' for a path under the media folder. */
export const mediaUrl = (file: string) => `/media/${file}`;

/** Files written under the public media folder for one upload: their URLs by variant, and paths. */
export interface StoredMedia {
  urls: Record<string, string>;
  files: string[];
}

/**
 * Writes a picture's variants under `folder` of the media folder, each under a name of its own
 * (`/media` is served as immutable, so a new picture never reuses a name). On a failure the files
 * already written are removed.
 */
export async function storeVariants(
  mediaDir: string,
  folder: string,
  picture: RawPicture,
  sizes: VariantSizes,
): Promise<StoredMedia> {
  await mkdir(path.join(mediaDir, folder), { recursive: true });
  const name = randomUUID();
  const stored: StoredMedia = { urls: {}, files: [] };
  try {
    for (const [variant, size] of Object.entries(sizes)) {
      const file = `${folder}/${name}-${variant}.webp`;
      const target = path.join(mediaDir, file);
      await writeFile(target, await encodeVariant(picture, size), { flag: 'wx' });
      stored.files.push(target);
      stored.urls[variant] = mediaUrl(file);
    }
    return stored;
  } catch (error) {
    await forgetMedia(stored);
    throw error;
  }
}

/** Removes what an upload wrote, when the change it was for did not happen. */
export async function forgetMedia(stored: StoredMedia) {
  await Promise.all(stored.files.map((file) => rm(file, { force: true })));
}
