import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CleanPhoto } from './photo';

/**
 * Photos kept as records (a ticket's damage, a batch's receipt) live under the private upload
 * folder, never under `/media`, and are served only through a route that checks who asks
 * (DESIGN 4.8). Each goes under `<kind>/<year-month>/` with a name of its own.
 */
export async function storePrivatePhotos(
  root: string,
  kind: 'tickets' | 'receipts',
  photos: CleanPhoto[],
): Promise<string[]> {
  if (photos.length === 0) return [];
  const folder = path.join(kind, new Date().toISOString().slice(0, 7));
  await mkdir(path.join(root, folder), { recursive: true });
  const stored: string[] = [];
  try {
    for (const photo of photos) {
      const relative = path.join(folder, `${randomUUID()}.jpg`);
      await writeFile(path.join(root, relative), photo.bytes, { flag: 'wx' });
      stored.push(relative);
    }
    return stored;
  } catch (error) {
    await forgetPrivateFiles(root, stored);
    throw error;
  }
}

export async function forgetPrivateFiles(root: string, relativePaths: string[]) {
  await Promise.all(
    relativePaths.map((relative) => rm(path.join(root, relative), { force: true })),
  );
}
