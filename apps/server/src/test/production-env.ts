/**
 * Everything production asks of the environment (config.ts): a test leaves one thing out to see
 * the refusal, or starts from it to see what production turns off.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db/shop',
  REDIS_URL: 'redis://cache:6379',
  TRUST_PROXY: '10.0.0.0/8',
  OTP_SECRET: 'x'.repeat(32),
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.in/send',
  SMS_HTTP_API_KEY: 'key',
  MESSAGE_SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'auth-key',
  MSG91_SENDER_ID: 'MKRPNT',
  MSG91_TEMPLATES: 'waitlist_area_open=6571f0d2d6fc05:1107170000000000001',
  MSG91_REPORT_SECRET: 'r'.repeat(16),
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'id',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook',
  MEDIA_STORE: 's3',
  S3_BUCKET: 'makers-pantry',
};
