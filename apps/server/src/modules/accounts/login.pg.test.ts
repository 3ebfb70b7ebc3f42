import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema/accounts';
import type { TestShop } from '../../test/harness';
import { freshMobile, openShopWith, postLogin, requestOtp } from './test-support';

/** Only a real PostgreSQL server can show parallel guesses racing for one challenge. */
let shop: TestShop;
beforeAll(async () => {
  shop = await openShopWith({ open: openGentlyDroppedDatabase });
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

/**
 * Like the harness's database, but dropped without FORCE once its connections are really gone:
 * pg's pool.end() resolves before its many sockets (this test opens up to 20) have closed, and
 * DROP ... WITH (FORCE) then kills them mid-goodbye, which surfaces as unhandled 57P01 errors.
 */
async function openGentlyDroppedDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `mp_test_${randomBytes(6).toString('hex')}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  await admin((client) =>
    client.query(
      `CREATE DATABASE ${name} TEMPLATE ${process.env.TEST_TEMPLATE_DB ?? 'mp_test_template'}`,
    ),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin(async (client) => {
        for (let attempt = 0; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (error) {
            if (attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      });
    },
  };
}
