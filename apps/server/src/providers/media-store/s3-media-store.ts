import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  assertMediaKey,
  NOT_MODIFIED,
  type MediaShelf,
  type MediaStore,
  type StoredFile,
} from './media-store';

export interface S3Settings {
  /** Unset for AWS itself; the store's URL for MinIO, Cloudflare R2 or another S3-compatible one. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Unset: the SDK's own credential chain (an instance role, AWS_PROFILE). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

/** A readiness check answers within this, reachable or not. */
const CHECK_TIMEOUT_MS = 3_000;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** The files under one prefix of the bucket: `public/` or `private/`. */
class S3Shelf implements MediaShelf {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  private objectOf(key: string) {
    assertMediaKey(key);
    return { Bucket: this.bucket, Key: `${this.prefix}${key}` };
  }

  async put(key: string, content: Buffer | { file: string }, contentType: string) {
    const object = this.objectOf(key);
    // A PUT is whole or nothing: a reader never sees half an object.
    const body = Buffer.isBuffer(content)
      ? { Body: content }
      : { Body: createReadStream(content.file), ContentLength: (await stat(content.file)).size };
    await this.client.send(new PutObjectCommand({ ...object, ...body, ContentType: contentType }));
  }

  async read(key: string, ifNoneMatch?: string) {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ ...this.objectOf(key), IfNoneMatch: ifNoneMatch }),
      );
      const file: StoredFile = {
        body: answer.Body as Readable,
        bytes: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
        etag: answer.ETag ?? '',
      };
      if (answer.LastModified) file.lastModified = answer.LastModified;
      return file;
    } catch (error) {
      if (statusOf(error) === 304) return NOT_MODIFIED;
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async has(key: string) {
    try {
      await this.client.send(new HeadObjectCommand(this.objectOf(key)));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  async remove(keys: string[]) {
    // One DELETE each: uploads remove one to five files, and DeleteObjects' checksum header is
    // where S3-compatible stores differ most.
    await Promise.all(
      keys.map((key) => this.client.send(new DeleteObjectCommand(this.objectOf(key)))),
    );
  }
}

/**
 * MEDIA_STORE=s3: one bucket that every instance shares, through the official AWS SDK v3, so
 * AWS S3, MinIO, Cloudflare R2 or any S3-compatible store serve. Public files are kept under
 * `public/`, records under `private/`; the bucket itself stays private: the shop serves both.
 */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  readonly public: S3Shelf;
  readonly private: S3Shelf;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where S3 requires them: the newer defaults are not taken by every
      // S3-compatible store, and a PUT's signature already covers its body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable store fails the request that needed it, rather than holding it.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
    });
    this.public = new S3Shelf(this.client, settings.bucket, 'public/');
    this.private = new S3Shelf(this.client, settings.bucket, 'private/');
  }

  async check() {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), {
      abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  }

  async close() {
    this.client.destroy();
  }
}
