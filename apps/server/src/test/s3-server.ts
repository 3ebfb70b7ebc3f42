import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/** The access key s3rver knows (its one built-in account). */
const ACCESS_KEY = 'S3RVER';

export interface TestS3 {
  /** The settings that point a shop at this bucket (MEDIA_STORE=s3 and the S3_* variables). */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Every key in the bucket under `prefix`, sorted: what the shop stored, as S3 lists it. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server on 127.0.0.1 for the tests that need one: s3rver, started in this
 * process on a free port with one empty bucket in a folder of its own, so these tests always run.
 * It does not check request signatures (`allowMismatchedSignatures`): s3rver signs bucket-level
 * requests (HeadBucket, listings) over the path without the trailing slash the SDK sends, and
 * would refuse them; an unknown access key is still refused.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mp-s3-'));
  const bucket = `shop-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async (prefix = '') => {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }),
      );
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
