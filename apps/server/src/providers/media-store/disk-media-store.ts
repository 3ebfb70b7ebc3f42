import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertMediaKey,
  contentTypeOf,
  NOT_MODIFIED,
  type MediaShelf,
  type MediaStore,
} from './media-store';

/** Files in a folder, each key a path under it. */
export class DiskShelf implements MediaShelf {
  constructor(readonly root: string) {}

  private fileOf(key: string) {
    assertMediaKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, content: Buffer | { file: string }, _contentType: string) {
    const target = this.fileOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside and renamed into place: a request never reads half a file, and two seeds
    // writing the same drawing at once each replace it whole.
    const part = `${target}.${randomUUID()}.part`;
    try {
      if (Buffer.isBuffer(content)) await writeFile(part, content, { flag: 'wx' });
      else await copyFile(content.file, part, constants.COPYFILE_EXCL);
      await rename(part, target);
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
  }

  async read(key: string, ifNoneMatch?: string) {
    const file = this.fileOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return undefined;
    const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
    if (ifNoneMatch === etag) return NOT_MODIFIED;
    return {
      body: createReadStream(file),
      bytes: info.size,
      contentType: contentTypeOf(key),
      etag,
      lastModified: info.mtime,
    };
  }

  has(key: string) {
    return access(this.fileOf(key)).then(
      () => true,
      () => false,
    );
  }

  async remove(keys: string[]) {
    await Promise.all(keys.map((key) => rm(this.fileOf(key), { force: true })));
  }
}

/**
 * The embedded default (MEDIA_STORE=disk): public files in UPLOAD_DIR, served from there at
 * /media/; records in PRIVATE_UPLOAD_DIR. Several instances may use it only on a shared disk.
 */
export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk';
  readonly public: DiskShelf;
  readonly private: DiskShelf;

  constructor(publicRoot: string, privateRoot: string) {
    this.public = new DiskShelf(publicRoot);
    this.private = new DiskShelf(privateRoot);
  }

  get publicFolder() {
    return this.public.root;
  }

  async check() {
    for (const root of [this.public.root, this.private.root]) {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    }
  }

  async close() {}
}
