import type { Readable } from 'node:stream';

/**
 * Where every stored file lives (decision 045): the pictures and lab reports the shop shows at
 * `/media/`, and the photos kept as records (ticket damage, batch receipts) that only routes
 * checking who asks may serve. On one machine a folder each (the default); with several
 * instances one S3 bucket that all of them share. Files are named once and never written again
 * under the same name (variants and records get fresh names, the seed's drawings the hash of
 * their drawing), which is what lets `/media` be cached as immutable.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /** Served at /media/ to anyone. */
  readonly public: MediaShelf;
  /** Never under /media: served only after the access check of their route. */
  readonly private: MediaShelf;
  /** The folder of the public files, when they are on this machine's disk (served from it). */
  readonly publicFolder?: string;
  /** Resolves when the store can be read and written (readiness); rejects with why otherwise. */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** A file as read from the store: its bytes as they come, and what an answer says of them. */
export interface StoredFile {
  body: Readable;
  bytes: number;
  contentType: string;
  etag: string;
  lastModified?: Date;
}

/** The answer to a read whose `If-None-Match` still names the file as it is. */
export const NOT_MODIFIED = 'not modified';

/**
 * One part of the store, its files named by keys such as `hub/products/7/<uuid>-list.webp` (the
 * path after `/media/`) or `tickets/2026-11/<uuid>.jpg`.
 */
export interface MediaShelf {
  /**
   * Stores the bytes, or the file at `{ file }` (streamed, for a received PDF), under `key`. A
   * reader sees the whole file or none of it; a key written again (two seeds at once) is
   * replaced with the same bytes.
   */
  put(key: string, content: Buffer | { file: string }, contentType: string): Promise<void>;
  /** The file, `NOT_MODIFIED` when `ifNoneMatch` is its ETag, or undefined when there is none. */
  read(key: string, ifNoneMatch?: string): Promise<StoredFile | typeof NOT_MODIFIED | undefined>;
  /** Whether a file is stored under `key`. */
  has(key: string): Promise<boolean>;
  /** Removes the files; a key with no file is no error. */
  remove(keys: string[]): Promise<void>;
}

/**
 * A key as the shop names files: path segments of letters, digits, '.', '_' and '-', none of
 * them '.' or '..', so a key read from a URL never leaves its shelf.
 */
export function isMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key
    .split('/')
    .every((segment) => /^[\w.-]+$/.test(segment) && segment !== '.' && segment !== '..');
}

export function assertMediaKey(key: string) {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

/** The type of a file the shop stores, by its name's ending (the disk keeps no type). */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 && CONTENT_TYPES[key.slice(dot).toLowerCase()]) || 'application/octet-stream';
}
