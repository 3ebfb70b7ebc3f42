import { expect } from 'vitest';
import type { TestShop } from '../../test/harness';

/**
 * Helpers for the accounts tests. Each call uses a fresh number and client address unless told
 * otherwise, so the per-number and per-address limits of one test never spill into the next.
 */
let serial = 0;
export const freshMobile = () => String(9_100_000_000 + ++serial);
export const freshAddress = () => `10.1.${Math.floor(++serial / 250) % 250}.${(serial % 250) + 1}`;

export const tokenHeader = (token: string) => ({ authorization: `Token ${token}` });

export async function sendOtp(
  shop: TestShop,
  mobile: string,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/users/send-otp/',
    payload: { mobile },
    remoteAddress: options.remoteAddress ?? freshAddress(),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** The OTP the console sender 'sent', read back from the dev outbox like a browser test would. */
export async function lastOtp(shop: TestShop, mobile: string): Promise<string> {
  const res = await shop.app.inject({ method: 'GET', url: `/api/dev/outbox/${mobile}/` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { otp: string }).otp;
}

export async function requestOtp(shop: TestShop, mobile: string): Promise<string> {
  const res = await sendOtp(shop, mobile);
  expect(res.statusCode, res.body).toBe(200);
  return lastOtp(shop, mobile);
}

export const newCustomer = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.in',
};

export async function postLogin(
  shop: TestShop,
  body: Record<string, unknown>,
  remoteAddress = freshAddress(),
) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/users/login/',
    payload: body,
    remoteAddress,
  });
}

/** Sends an OTP and logs in with it (as a new customer if the number is new); returns the token. */
export async function logIn(shop: TestShop, mobile = freshMobile()): Promise<string> {
  const otp = await requestOtp(shop, mobile);
  const res = await postLogin(shop, { mobile, otp, ...newCustomer });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}
