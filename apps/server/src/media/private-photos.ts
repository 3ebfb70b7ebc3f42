import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { NOT_MODIFIED, type MediaShelf } from '../providers/media-store/media-store';
import type { CleanPhoto } from './photo';

/**
 * Photos kept as records (a ticket's damage, a batch's receipt) are the store's private files,
 * never under `/media`, and are served only through a route that checks who asks.
 * Each goes under `<kind>/<year-month>/` with a name of its own; the key is what the row keeps.
 */
export async function storePrivatePhotos(
  shelf: MediaShelf,
  kind: 'tickets' | 'receipts',
  photos: CleanPhoto[],
): Promise<string[]> {
  const folder = `${kind}/${new Date().toISOString().slice(0, 7)}`;
  const stored: string[] = [];
  try {
    for (const photo of photos) {
      const key = `${folder}/${randomUUID()}.jpg`;
      await shelf.put(key, photo.bytes, 'image/jpeg');
      stored.push(key);
    }
    return stored;
  } catch (error) {
    await forgetPrivateFiles(shelf, stored);
    throw error;
  }
}

export async function forgetPrivateFiles(shelf: MediaShelf, keys: string[]) {
  await shelf.remove(keys);
}

/**
 * Sends a record photo, once its route has checked who asks; `missing` is the route's 404 when
 * the row names a file the store does not have.
 */
export async function sendPrivateFile(
  reply: FastifyReply,
  shelf: MediaShelf,
  key: string,
  missing: () => Error,
) {
  const found = await shelf.read(key);
  if (!found || found === NOT_MODIFIED) throw missing();
  // A stream goes out as it is; the JSON serializer of the route's schema never sees it.
  return reply.type(found.contentType).header('content-length', found.bytes).send(found.body);
}
