import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs the embedded default with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      SMS_PROVIDER: 'console',
      PAYMENT_GATEWAY: 'simulator',
      GEOCODER: 'gazetteer',
      seedDemo: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.QUICK_DELIVERY_HOURS).toEqual({ first: 7, last: 22 });
    expect(loadConfig({ QUICK_DELIVERY_HOURS: '0-24' }).QUICK_DELIVERY_HOURS).toEqual({
      first: 0,
      last: 24,
    });
  });

  it('keeps stored files on this disk unless MEDIA_STORE=s3 names a bucket', () => {
    expect(loadConfig({}).MEDIA_STORE).toBe('disk');
    expect(
      loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: 'http://127.0.0.1:9000' }),
    ).toMatchObject({ MEDIA_STORE: 's3', S3_BUCKET: 'shop', S3_REGION: 'us-east-1' });
  });

  it('does not seed demo data into PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/shop' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/shop', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, 'DATABASE_URL'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'http' }, 'SMS_HTTP_URL'],
    [{ PAYMENT_GATEWAY: 'razorpay' }, 'RAZORPAY_KEY_ID'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ NODE_ENV: 'production' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' }, 'SMS_PROVIDER'],
    [{ QUICK_DELIVERY_HOURS: 'evenings' }, 'QUICK_DELIVERY_HOURS'],
    [{ QUICK_DELIVERY_HOURS: '22-7' }, 'QUICK_DELIVERY_HOURS'],
    [{ MEDIA_STORE: 'ftp' }, 'MEDIA_STORE'],
    [{ MEDIA_STORE: 's3' }, 'S3_BUCKET is required when MEDIA_STORE=s3'],
    [
      { MEDIA_STORE: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be a URL',
    ],
    [{ S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
  ])('stops on %o with a sentence naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: .*${variable}`));
  });
});
