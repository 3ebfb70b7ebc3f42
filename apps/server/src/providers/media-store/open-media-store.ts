import type { Config } from '../../config';
import { DiskMediaStore } from './disk-media-store';
import type { MediaStore } from './media-store';

/**
 * The store MEDIA_STORE names: the two folders (default) or the S3 bucket (decision 045). The AWS
 * SDK is loaded only for a bucket: on the embedded default it would cost a second of start-up and
 * 24 MB of memory for nothing.
 */
export async function openMediaStore(config: Config): Promise<MediaStore> {
  if (config.MEDIA_STORE === 'disk')
    return new DiskMediaStore(config.uploadDir, config.privateUploadDir);
  const { S3MediaStore } = await import('./s3-media-store');
  return new S3MediaStore({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET!,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
  });
}
