import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { PRODUCTION_ENV } from './test/production-env';

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
      ROLE: 'all',
      SHUTDOWN_GRACE_SECONDS: 5,
      SHUTDOWN_TIMEOUT_SECONDS: 20,
      MEDIA_STORE: 'disk',
      MEDIA_DIR_SHARED: false,
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

  /** Everything production asks for; each case below leaves one thing out. */
  const production = PRODUCTION_ENV;

  it('starts in production with everything it asks for, TRUST_PROXY=false and a shared disk included', () => {
    expect(loadConfig(production).isProduction).toBe(true);
    expect(loadConfig({ ...production, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe('false');
    expect(
      loadConfig({ ...production, MEDIA_STORE: 'disk', MEDIA_DIR_SHARED: 'true' }).MEDIA_DIR_SHARED,
    ).toBe(true);
  });

  it('reads the registered templates by key and language', () => {
    const config = loadConfig({
      ...production,
      MSG91_TEMPLATES:
        'waitlist_area_open=6571f0d2d6fc05:1107170000000000001, waitlist_area_open.kn=6571f0d2d6fc06:1107170000000000002',
      WHATSAPP_TOKEN: 'EAAG',
      WHATSAPP_PHONE_NUMBER_ID: '109876543210123',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'v'.repeat(16),
      WHATSAPP_TEMPLATES: 'waitlist_area_open=waitlist_area_open_v1',
    });
    expect(config.MSG91_TEMPLATES?.get('waitlist_area_open.kn')).toEqual({
      templateId: '6571f0d2d6fc06',
      dltTemplateId: '1107170000000000002',
    });
    expect(config.WHATSAPP_TEMPLATES?.get('waitlist_area_open')).toBe('waitlist_area_open_v1');
  });

  it.each([
    [{ REDIS_URL: undefined }, 'REDIS_URL is required in production: without it every instance'],
    [
      { TRUST_PROXY: undefined },
      "TRUST_PROXY is required in production \\(an explicit value, 'false' allowed\\)",
    ],
    [
      { MEDIA_STORE: 'disk' },
      'MEDIA_STORE is disk in production, but MEDIA_DIR_SHARED is not true',
    ],
    [{ MEDIA_STORE: undefined }, 'MEDIA_STORE is disk in production'],
    [{ MESSAGE_SMS_PROVIDER: undefined }, 'MESSAGE_SMS_PROVIDER cannot be console in production'],
    [{ MEDIA_STORE: 'disk', MEDIA_DIR_SHARED: 'false' }, 'MEDIA_STORE is disk in production'],
  ])('refuses production with %o, saying why', (change, sentence) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(new RegExp(sentence));
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
    [{ ROLE: 'cron' }, 'ROLE'],
    [{ SHUTDOWN_GRACE_SECONDS: 'soon' }, 'SHUTDOWN_GRACE_SECONDS'],
    [{ MEDIA_STORE: 'ftp' }, 'MEDIA_STORE'],
    [{ MEDIA_STORE: 's3' }, 'S3_BUCKET is required when MEDIA_STORE=s3'],
    [
      { MEDIA_STORE: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be a URL',
    ],
    [{ S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [
      { MESSAGE_SMS_PROVIDER: 'msg91' },
      'MSG91_AUTH_KEY is required when MESSAGE_SMS_PROVIDER=msg91',
    ],
    [{ MSG91_SENDER_ID: 'Makers' }, 'MSG91_SENDER_ID must be the six capital letters'],
    [
      { MSG91_TEMPLATES: 'order_placed=6571f0d2' },
      "MSG91_TEMPLATES has 'order_placed=6571f0d2' is not",
    ],
    [{ WHATSAPP_TEMPLATES: 'order placed=x' }, 'WHATSAPP_TEMPLATES has'],
    [{ WHATSAPP_TOKEN: 'EAAG' }, 'WHATSAPP_APP_SECRET is required with WHATSAPP_TOKEN'],
  ])('stops on %o with a sentence naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: .*${variable}`));
  });
});
