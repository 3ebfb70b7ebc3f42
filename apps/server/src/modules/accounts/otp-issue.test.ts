import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpIssueReports, users } from '../../db/schema/accounts';
import { openTestShop, type TestShop } from '../../test/harness';
import { freshAddress, freshMobile, logIn, tokenHeader } from './test-support';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => shop.close());

const report = (payload: Record<string, unknown>, remoteAddress = freshAddress()) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/users/report-otp-issue/',
    payload,
    remoteAddress,
  });

const basic = (mobile: string) => ({
  firstName: 'Asha',
  mobile,
  type: 'OTP_NOT_RECEIVED',
  issue: 'OTP not received',
});

describe('POST /api/users/report-otp-issue/', () => {
  it('stores the report server-side with the report’s fields, no login needed', async () => {
    const mobile = freshMobile();
    const res = await report({
      ...basic(mobile),
      orderDisplayId: 'MP-1042',
      orderId: 1042,
      item: 'Ragi flour 500 g',
      details: 'Tried three times since morning',
    });
    expect(res.statusCode).toBe(201);
    const { id, detail } = res.json() as { id: number; detail: string };
    expect(detail).toBe('Thanks for reporting the issue! We will call you back soon');
    const [row] = await shop.database.db
      .select()
      .from(otpIssueReports)
      .where(eq(otpIssueReports.id, id));
    expect(row).toEqual({
      id,
      createdAt: shop.clock.now(),
      firstName: 'Asha',
      mobile,
      type: 'OTP_NOT_RECEIVED',
      orderDisplayId: 'MP-1042',
      orderId: 1042,
      issue: 'OTP not received',
      item: 'Ragi flour 500 g',
      details: 'Tried three times since morning',
      resolvedAt: null,
    });
  });

  it.each([
    [{ mobile: '12345', type: 'OTP', issue: 'x' }],
    [{ mobile: '9876543210', type: 'OTP' }],
    [{ mobile: '9876543210', type: 'OTP', issue: 'x', sheetCredential: 'secret' }],
  ])('refuses %j', async (payload) => {
    expect((await report(payload)).statusCode).toBe(400);
  });

  it('takes 3 reports per number a day (#202)', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 3; i++) expect((await report(basic(mobile))).statusCode).toBe(201);
    const res = await report(basic(mobile));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((res.json() as { detail: string }).detail).toMatch(/#202$/);
  });

  it('takes 10 reports per client address an hour (#203)', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++)
      expect((await report(basic(freshMobile()), address)).statusCode).toBe(201);
    const res = await report(basic(freshMobile()), address);
    expect(res.statusCode).toBe(429);
    expect((res.json() as { detail: string }).detail).toMatch(/#203$/);
  });
});

describe('GET /api/hub/otp-issue-reports/ (ops)', () => {
  const list = (token: string) =>
    shop.app.inject({
      method: 'GET',
      url: '/api/hub/otp-issue-reports/',
      headers: tokenHeader(token),
    });
  const withRoles = async (roles: ('customer' | 'seller' | 'ops' | 'admin')[]) => {
    const mobile = freshMobile();
    const token = await logIn(shop, mobile);
    await shop.database.db.update(users).set({ roles }).where(eq(users.mobile, mobile));
    return token;
  };

  it('shows ops the reports to call back, newest first', async () => {
    const mobile = freshMobile();
    shop.clock.advance(60_000);
    await report(basic(mobile));
    const res = await list(await withRoles(['ops']));
    expect(res.statusCode).toBe(200);
    expect((res.json() as { mobile: string }[])[0]).toMatchObject({ mobile, resolvedAt: null });
  });

  it('lets admins in too', async () => {
    expect((await list(await withRoles(['admin']))).statusCode).toBe(200);
  });

  it.each([[['customer'] as const], [['seller'] as const]])(
    'refuses %j with 403',
    async (roles) => {
      const res = await list(await withRoles([...roles]));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        detail: 'You do not have access to this page. Please contact your admin.',
        code: 'FORBIDDEN',
      });
    },
  );
});

describe('POST /api/hub/otp-issue-reports/:reportId/resolve/ (ops)', () => {
  const resolve = (token: string, reportId: number | string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/hub/otp-issue-reports/${reportId}/resolve/`,
      headers: tokenHeader(token),
    });
  const asRole = async (role: 'customer' | 'ops') => {
    const mobile = freshMobile();
    const token = await logIn(shop, mobile);
    await shop.database.db
      .update(users)
      .set({ roles: [role] })
      .where(eq(users.mobile, mobile));
    return token;
  };

  it('marks a report called back once, and lists it after the open ones', async () => {
    const ops = await asRole('ops');
    const { id } = (await report(basic(freshMobile()))).json() as { id: number };
    const open = (await report(basic(freshMobile()))).json() as { id: number };
    const resolvedAt = shop.clock.now().toISOString();
    const res = await resolve(ops, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, resolvedAt });

    // A second mark, later, keeps the time of the first.
    shop.clock.advance(3_600_000);
    expect((await resolve(ops, id)).json()).toMatchObject({ id, resolvedAt });
    const listed = (
      await shop.app.inject({
        method: 'GET',
        url: '/api/hub/otp-issue-reports/',
        headers: tokenHeader(ops),
      })
    ).json() as { id: number; resolvedAt: string | null }[];
    const at = (reportId: number) => listed.findIndex((row) => row.id === reportId);
    expect(listed[at(open.id)]!.resolvedAt).toBeNull();
    expect(at(open.id)).toBeLessThan(at(id));
  });

  it('answers 404 for a report that does not exist, 400 for an id that is not one', async () => {
    const ops = await asRole('ops');
    const missing = await resolve(ops, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'This report was not found.', code: 'NOT_FOUND' });
    expect((await resolve(ops, 'abc')).statusCode).toBe(400);
  });

  it('refuses a customer with 403 and leaves the report open', async () => {
    const { id } = (await report(basic(freshMobile()))).json() as { id: number };
    expect((await resolve(await asRole('customer'), id)).statusCode).toBe(403);
    const [row] = await shop.database.db
      .select()
      .from(otpIssueReports)
      .where(eq(otpIssueReports.id, id));
    expect(row!.resolvedAt).toBeNull();
  });
});

describe('GET /api/hub/otp-issue-reports.csv (ops)', () => {
  const download = (headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'GET', url: '/api/hub/otp-issue-reports.csv', headers });

  it('downloads the reports with formulas defused', async () => {
    const mobile = freshMobile();
    shop.clock.advance(60_000);
    await report({
      ...basic(mobile),
      firstName: '=HYPERLINK(evil)',
      details: 'Tried twice, "no SMS"',
    });
    const opsMobile = freshMobile();
    const token = await logIn(shop, opsMobile);
    await shop.database.db
      .update(users)
      .set({ roles: ['ops'] })
      .where(eq(users.mobile, opsMobile));

    const res = await download(tokenHeader(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="otp-issue-reports.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'createdAt,firstName,mobile,type,orderDisplayId,orderId,issue,item,details,resolvedAt',
    );
    const row = lines.find((line) => line.includes(mobile));
    expect(row).toContain(`,'=HYPERLINK(evil),${mobile},OTP_NOT_RECEIVED,`);
    expect(row).toContain(',"Tried twice, ""no SMS""",');
  });

  it('is for ops only', async () => {
    expect((await download()).statusCode).toBe(401);
    const token = await logIn(shop, freshMobile());
    expect((await download(tokenHeader(token))).statusCode).toBe(403);
  });
});
