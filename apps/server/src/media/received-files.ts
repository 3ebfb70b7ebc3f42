import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';

/**
 * Writes an uploaded file to a file of its own under `incoming/` of this instance's folder
 * (PRIVATE_UPLOAD_DIR, on this machine whatever MEDIA_STORE is) as it arrives, so uploads (a
 * report's photos, a maker's 15 MB photo) are never held in memory and sharp and PDFium read them
 * from a file; answers the file's path. The caller removes it with `forgetUploads` once the
 * request is answered; what is kept goes to the media store.
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
 * read or its files cleaned); answers how many it removed. Only files an hour old go: an upload is
 * being read or made for seconds, so on a folder two instances share neither takes the other's.
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

const SWEEP_EVERY_MS = 3_600_000;

/**
 * Each instance sweeps its own received uploads: when it starts (a crash's leftovers) and every
 * hour while it runs. Not a job of the runner (decision 034), which runs a job on one instance
 * only and would never reach the other instances' folders.
 */
export function sweepLeftUploadsOfThisInstance(app: FastifyInstance, root: string) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepLeftUploads(root, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'left uploads could not be swept'),
    );
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
