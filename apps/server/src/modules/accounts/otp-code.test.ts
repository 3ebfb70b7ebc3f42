import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { PRODUCTION_ENV } from '../../test/production-env';
import { hashOtp, newOtp, otpMatches } from './otp-code';
import { hashSessionToken, newSessionToken } from './session-tokens';

const secret = 's'.repeat(32);

describe('OTP codes', () => {
  it('are 4 digits from 1000 to 9999 and spread over the whole range', () => {
    const codes = Array.from({ length: 5_000 }, newOtp);
    for (const code of codes) expect(code).toMatch(/^[1-9]\d{3}$/);
    const firstDigits = new Set(codes.map((code) => code[0]));
    expect(firstDigits.size).toBe(9);
    expect(new Set(codes).size).toBeGreaterThan(3_000);
  });

  it('match only the same code for the same number under the same secret', () => {
    const stored = hashOtp(secret, '9876543210', '4821');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(otpMatches(secret, '9876543210', '4821', stored)).toBe(true);
    expect(otpMatches(secret, '9876543210', '4822', stored)).toBe(false);
    expect(otpMatches(secret, '9876543211', '4821', stored)).toBe(false);
    expect(otpMatches('t'.repeat(32), '9876543210', '4821', stored)).toBe(false);
    expect(otpMatches(secret, '9876543210', '4821', 'not-hex')).toBe(false);
  });
});

describe('session tokens', () => {
  it('are 32 random bytes in base64url, kept as their SHA-256', () => {
    const { token, tokenHash } = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenHash).toBe(hashSessionToken(token));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(newSessionToken().token).not.toBe(token);
  });
});

describe('OTP_SECRET', () => {
  const { OTP_SECRET: _left, ...production } = PRODUCTION_ENV;

  it('is required in production', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow('OTP_SECRET is required in production');
    expect(loadConfig({ ...production, OTP_SECRET: secret }).otpSecret).toBe(secret);
  });

  it('must be long enough to be a key', () => {
    expect(() => loadConfig({ OTP_SECRET: 'short' })).toThrow('at least 32 characters');
  });

  it('has a development default', () => {
    expect(loadConfig({}).otpSecret.length).toBeGreaterThanOrEqual(32);
  });
});
