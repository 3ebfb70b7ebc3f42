import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startShop, type ShopProcess } from './test/shop-process';

const started: ShopProcess[] = [];
const start = (env: Record<string, string>, command?: string) => {
  const shop = startShop(env, command);
  started.push(shop);
  return shop;
};
afterEach(() => {
  for (const shop of started.splice(0)) shop.kill();
});

/** Everything production asks for except what a test leaves out. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://127.0.0.1:1/never-opened',
  OTP_SECRET: 'x'.repeat(32),
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:1/sms',
  SMS_HTTP_API_KEY: 'key',
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'id',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook',
  MEDIA_STORE: 'disk',
  MEDIA_DIR_SHARED: 'true',
};

/** Each test starts a process that compiles the server with tsx: seconds, more on a busy machine. */
const PROCESS_TIMEOUT_MS = 120_000;

describe('start-up', { timeout: PROCESS_TIMEOUT_MS }, () => {
  it('stops on a bad setting with a sentence naming the variable', async () => {
    const shop = start({ PORT: 'eighty' });
    expect(await shop.exited).toBe(1);
    expect(shop.lines().map((line) => line.msg)).toEqual([
      expect.stringMatching(/^Invalid configuration: PORT/),
    ]);
  });

  it('refuses production without REDIS_URL or TRUST_PROXY, saying which and why', async () => {
    const shop = start({ ...PRODUCTION, REDIS_URL: '', TRUST_PROXY: '' });
    expect(await shop.exited).toBe(1);
    const [refusal] = shop.lines();
    expect(refusal?.msg).toMatch(
      /REDIS_URL is required in production: without it every instance counts login codes and rate limits on its own/,
    );
    expect(refusal?.msg).toMatch(/TRUST_PROXY is required in production \(an explicit value/);
  });

  it('migrates, prints its URL in a JSON line, serves, and shuts down gracefully on SIGTERM', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mp-start-'));
    const shop = start({
      DATA_DIR: path.join(dir, 'data'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      SEED_DEMO: 'false',
      SHUTDOWN_GRACE_SECONDS: '0',
    });
    const url = await shop.running();
    const ready = await fetch(new URL('api/health/ready', url));
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', media: 'ok' },
    });
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    // Every line it printed, start-up and shutdown included, is one JSON object.
    const printed = shop.output().trim().split('\n');
    expect(printed.every((line) => line.startsWith('{') && line.endsWith('}'))).toBe(true);
    expect(shop.lines().map((line) => line.msg)).toContain('stopped');
  });

  it('runs the migrations alone with the migrate command', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mp-migrate-'));
    const shop = start({ DATA_DIR: path.join(dir, 'data') }, 'migrate');
    expect(await shop.exited).toBe(0);
    expect(shop.lines().map((line) => line.msg)).toEqual(['migrations applied']);
  });
});
