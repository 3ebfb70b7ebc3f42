import { ISSUE_IMAGE_QUALITY } from '@makers-pantry/domain/support';

/** Support needs to see the damage, not print it: the longer side is kept to this. */
const MAX_SIDE = 2000;

/** A photo as the form keeps it: the compressed JPEG and a preview address for its thumbnail. */
export interface IssuePhoto {
  blob: Blob;
  previewUrl: string;
}

export const PHOTO_UNREADABLE = 'This photo could not be read. Please choose a JPEG or PNG photo.';

/**
 * Compresses a photo in the browser before upload (JPEG quality 0.6): a phone's
 * 4 MB picture becomes a few hundred kB, which matters on a slow connection. The server reads and
 * re-encodes it again, so this is about the upload, not about trust.
 */
export async function compressPhoto(file: File): Promise<IssuePhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(PHOTO_UNREADABLE);
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', ISSUE_IMAGE_QUALITY),
  );
  if (!blob) throw new Error(PHOTO_UNREADABLE);
  return { blob, previewUrl: URL.createObjectURL(blob) };
}
