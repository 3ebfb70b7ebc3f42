import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { openTestShop, type TestShop } from '../../test/harness';
import { freshMobile, postLogin, requestOtp } from './test-support';

/** Only a real PostgreSQL server can show parallel guesses racing for one challenge. */
let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => shop.close());

describe('parallel OTP guesses (PostgreSQL)', () => {
  it('counts every guess: 30 at once get exactly 5 tries, then the right code is refused', async () => {
    const mobile = freshMobile();
    await shop.database.db
      .insert(users)
      .values({ mobile, firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in' });
    const otp = await requestOtp(shop, mobile);
    const wrong = otp === '1234' ? '4321' : '1234';

    const answers = await Promise.all(
      Array.from({ length: 30 }, () => postLogin(shop, { mobile, otp: wrong })),
    );
    const codes = answers.map((res) => (res.json() as { code: string }).code);
    expect(codes.filter((code) => code === 'OTP_INCORRECT')).toHaveLength(4);
    expect(codes.filter((code) => code === 'OTP_TOO_MANY_TRIES')).toHaveLength(26);

    const { rows } = await shop.database.db.execute<{ failed_attempts: number }>(
      sql`select failed_attempts from otp_challenges where mobile = ${mobile}`,
    );
    expect(rows).toEqual([{ failed_attempts: 5 }]);
    expect((await postLogin(shop, { mobile, otp })).statusCode).toBe(400);
  });

  it('lets one of two simultaneous logins with the same code win, never both', async () => {
    const mobile = freshMobile();
    const otp = await requestOtp(shop, mobile);
    const body = { mobile, otp, firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in' };
    const answers = await Promise.all([postLogin(shop, body), postLogin(shop, body)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const { rows } = await shop.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where mobile = ${mobile}`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
