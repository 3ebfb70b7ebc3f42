import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RateLimiter } from './rate-limiter';

export const rule = { limit: 3, windowMs: 60_000 };
export const at = (seconds: number) => new Date(Date.UTC(2026, 10, 20, 4, 30, seconds));

/** What every RateLimiter adapter must do, for each adapter's own test file. */
export function describeLimiterContract(name: string, open: () => RateLimiter) {
  describe(`${name} rate limiter`, () => {
    const limiter = open();
    const key = () => `k-${randomBytes(4).toString('hex')}`;

    it('allows up to the limit, then refuses until the window closes', async () => {
      const k = key();
      for (let i = 1; i <= 3; i++)
        expect(await limiter.hit(k, rule, at(i))).toMatchObject({ allowed: true, count: i });
      expect(await limiter.hit(k, rule, at(20))).toEqual({
        allowed: false,
        count: 4,
        retryAfterMs: 41_000,
      });
    });

    it('counts refused hits too, without moving the end of the window', async () => {
      const k = key();
      for (let i = 0; i < 10; i++) await limiter.hit(k, rule, at(0));
      expect(await limiter.hit(k, rule, at(30))).toMatchObject({
        allowed: false,
        retryAfterMs: 30_000,
      });
    });

    it('opens a fresh window once the old one has closed', async () => {
      const k = key();
      for (let i = 0; i < 4; i++) await limiter.hit(k, rule, at(0));
      expect(await limiter.hit(k, rule, at(60))).toMatchObject({ allowed: true, count: 1 });
    });

    it('keeps keys apart', async () => {
      const [a, b] = [key(), key()];
      for (let i = 0; i < 4; i++) await limiter.hit(a, rule, at(0));
      expect(await limiter.hit(b, rule, at(0))).toMatchObject({ allowed: true, count: 1 });
    });

    it('forgets a key on request', async () => {
      const k = key();
      for (let i = 0; i < 4; i++) await limiter.hit(k, rule, at(0));
      await limiter.forget(k);
      expect(await limiter.hit(k, rule, at(1))).toMatchObject({ allowed: true, count: 1 });
    });
  });
}
