import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { DiskMediaStore } from './disk-media-store';
import { isMediaKey, NOT_MODIFIED, type MediaStore, type StoredFile } from './media-store';
import { openMediaStore } from './open-media-store';
import { S3MediaStore } from './s3-media-store';

let s3: TestS3;
const opened: MediaStore[] = [];
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await s3.close();
});

const temporary = (name: string) => mkdtempSync(path.join(tmpdir(), `mp-store-${name}-`));
const disk = async () => new DiskMediaStore(temporary('public'), temporary('private'));
const bucket = async () => {
  const store = await openMediaStore(loadConfig({ NODE_ENV: 'test', ...s3.env }));
  opened.push(store);
  return store;
};

async function contents(found: StoredFile | typeof NOT_MODIFIED | undefined) {
  if (!found || found === NOT_MODIFIED) throw new Error(`no file: ${String(found)}`);
  return text(found.body);
}

describe.each([
  ['the disk', disk],
  ['an S3 bucket', bucket],
])('the media store on %s', (_name, open) => {
  it('keeps what is put, reads it back with its type, and forgets it when removed', async () => {
    const store = await open();
    await store.check();
    const key = 'hub/products/7/a1b2-list.webp';
    expect(await store.public.has(key)).toBe(false);
    expect(await store.public.read(key)).toBeUndefined();

    await store.public.put(key, Buffer.from('webp bytes'), 'image/webp');
    expect(await store.public.has(key)).toBe(true);
    const found = await store.public.read(key);
    expect(found).toMatchObject({ bytes: 10, contentType: 'image/webp' });
    expect(await contents(found)).toBe('webp bytes');

    await store.public.remove([key, 'hub/products/7/never-there.webp']);
    expect(await store.public.has(key)).toBe(false);
  });

  it('answers "not modified" to the ETag it gave, and the file to any other', async () => {
    const store = await open();
    const key = 'catalogue/products/ragi-detail-0abc.webp';
    await store.public.put(key, Buffer.from('drawn once'), 'image/webp');
    const first = await store.public.read(key);
    if (!first || first === NOT_MODIFIED) throw new Error('not stored');
    first.body.destroy();
    expect(first.etag).toMatch(/"/);
    expect(await store.public.read(key, first.etag)).toBe(NOT_MODIFIED);
    expect(await contents(await store.public.read(key, '"another"'))).toBe('drawn once');
  });

  it('keeps private files apart from public ones', async () => {
    const store = await open();
    const key = 'tickets/2026-11/5e1f.jpg';
    await store.private.put(key, Buffer.from('damage'), 'image/jpeg');
    expect(await store.public.has(key)).toBe(false);
    expect(await store.public.read(key)).toBeUndefined();
    expect(await contents(await store.private.read(key))).toBe('damage');
  });

  it('streams a received file in, byte for byte', async () => {
    const store = await open();
    const file = path.join(temporary('upload'), 'received');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 7)]);
    writeFileSync(file, pdf);
    await store.public.put('hub/products/9/report.pdf', { file }, 'application/pdf');
    const found = await store.public.read('hub/products/9/report.pdf');
    if (!found || found === NOT_MODIFIED) throw new Error('not stored');
    expect(found).toMatchObject({ bytes: pdf.length, contentType: 'application/pdf' });
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
  });

  it('replaces a file written again (two seeds drawing the same picture)', async () => {
    const store = await open();
    const key = 'catalogue/makers/amma-profile-1f2e.webp';
    await Promise.all([
      store.public.put(key, Buffer.from('same'), 'image/webp'),
      store.public.put(key, Buffer.from('same'), 'image/webp'),
    ]);
    expect(await contents(await store.public.read(key))).toBe('same');
  });

  it('refuses a key that would leave its shelf', async () => {
    const store = await open();
    for (const key of ['../private/tickets/x.jpg', 'a/../../b', '/etc/passwd', '', 'a//b'])
      await expect(store.public.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
        /Not a media key/,
      );
  });
});

describe('media keys', () => {
  it('are path segments of letters, digits, dots, dashes and underscores', () => {
    expect(isMediaKey('catalogue/products/12-ragi-dosa-batter-list-0a1b2c3.webp')).toBe(true);
    expect(isMediaKey('tickets/2026-11/0f8c1d2e-2b1c-4a57-9d8e-3c1b2a4f5e6d.jpg')).toBe(true);
    for (const key of ['..', 'a/./b', 'a b.webp', 'a\\b', 'x?.webp', 'ü.webp'])
      expect(isMediaKey(key), key).toBe(false);
  });
});

describe('an S3 store that cannot be used', () => {
  it('fails its check for a bucket that does not exist, and for an unknown access key', async () => {
    const settings = {
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    };
    const noBucket = new S3MediaStore({ ...settings, bucket: 'no-such-bucket' });
    const stranger = new S3MediaStore({
      ...settings,
      bucket: s3.bucket,
      credentials: { accessKeyId: 'STRANGER', secretAccessKey: 'guess' },
    });
    opened.push(noBucket, stranger);
    await expect(noBucket.check()).rejects.toThrow();
    await expect(stranger.check()).rejects.toThrow();
    await expect(stranger.public.put('a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });

  it('fails its check at once when nothing answers at the endpoint', async () => {
    const closed = new S3MediaStore({
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      bucket: s3.bucket,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    opened.push(closed);
    await expect(closed.check()).rejects.toThrow();
  });
});
