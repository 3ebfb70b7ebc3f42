import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Writes an uploaded file to a file of its own under the private folder's `incoming/` as it
 * arrives, so uploads (a report's photos, a maker's 15 MB photo) are never held in memory; answers
 * the file's path. The caller removes it with `forgetUploads` once the request is answered.
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

/** An upload is answered within minutes; one older than this was left by a crash. */
const UPLOAD_LEFT_AFTER_MS = 3_600_000;

/**
 * Removes received uploads a stopped server never got to remove (killed while a request was being
 * read or its files cleaned); answers how many it removed.
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
