import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@makers-pantry/domain/error-codes';
import { SELLER_CHOICE_MAX_LENGTH } from '@makers-pantry/domain/hub';
import { openTestShop, type TestShop } from '../test/harness';
import { answerFor, errorForLog } from './errors';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => shop.close());

/** Every error answer: `{ detail, code }` with a registered code whose status is the one sent. */
function expectOneShape(res: { statusCode: number; json(): unknown }, code: string) {
  const body = res.json() as { detail: unknown; code: unknown };
  expect(body).toMatchObject({ code, detail: expect.any(String) });
  expect(ERROR_CODES[code as keyof typeof ERROR_CODES]?.[0]).toBe(res.statusCode);
}

describe('answers the framework makes itself have the one error shape', () => {
  it('a path parameter longer than the longest the API documents is 414 URI_TOO_LONG', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: `/api/products/${'1'.repeat(SELLER_CHOICE_MAX_LENGTH + 1)}/`,
    });
    expect(res.statusCode).toBe(414);
    expectOneShape(res, 'URI_TOO_LONG');
  });

  it('an overlong-UTF-8 escape in a path parameter is 400 BAD_URL', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/products/%c0%af/' });
    expect(res.statusCode).toBe(400);
    expectOneShape(res, 'BAD_URL');
  });

  it('a wrong method is 405 with Allow naming the methods the path takes', async () => {
    const res = await shop.app.inject({ method: 'DELETE', url: '/api/users/send-otp/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expectOneShape(res, 'METHOD_NOT_ALLOWED');
    const get = await shop.app.inject({ method: 'POST', url: '/api/products/12/' });
    expect(get.statusCode).toBe(405);
    expect(String(get.headers.allow).split(', ')).toEqual(expect.arrayContaining(['GET', 'HEAD']));
  });

  it('an unknown path is still 404', async () => {
    const res = await shop.app.inject({ method: 'DELETE', url: '/api/no-such-route/' });
    expect(res.statusCode).toBe(404);
    expectOneShape(res, 'NOT_FOUND');
  });

  it('a text/plain body is 415', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/users/send-otp/',
      headers: { 'content-type': 'text/plain' },
      payload: '{"mobile":"9876543210"}',
    });
    expect(res.statusCode).toBe(415);
    expectOneShape(res, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('JSON labelled with a charset other than UTF-8 is 415, UTF-8 is fine', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/users/send-otp/',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      payload: '{"mobile":"12"}',
    });
    expect(res.statusCode).toBe(415);
    expectOneShape(res, 'UNSUPPORTED_MEDIA_TYPE');
    const utf8 = await shop.app.inject({
      method: 'POST',
      url: '/api/users/send-otp/',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      payload: '{"mobile":"12"}',
    });
    expect(utf8.statusCode).toBe(400);
    expectOneShape(utf8, 'VALIDATION_FAILED');
  });

  it('broken and empty JSON are 400 BAD_JSON', async () => {
    for (const payload of ['{"mobile":', '']) {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/users/send-otp/',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expectOneShape(res, 'BAD_JSON');
    }
  });

  it('a missing file under /media is 404, not a wrong method', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await shop.app.inject({ method, url: '/media/catalogue/products/404-list.webp' });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers.allow, method).toBeUndefined();
    }
    const res = await shop.app.inject({ method: 'GET', url: '/media/no-such-photo.webp' });
    expect(res.json()).toEqual({
      detail: 'No such file: /media/no-such-photo.webp',
      code: 'NOT_FOUND',
    });
    const post = await shop.app.inject({ method: 'POST', url: '/media/no-such-photo.webp' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('a climb out of /media is refused with a registered code', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/media/../../etc/passwd' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectOneShape(res, res.json<{ code: string }>().code);
    expect(res.json<{ code: string }>().code).not.toBe('BAD_REQUEST');
  });

  it('a 100 kB Authorization header is 431 with the one shape', async () => {
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = shop.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/users/profile/',
          headers: { authorization: `Token ${'a'.repeat(100_000)}` },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'HEADERS_TOO_LARGE',
      detail: ERROR_CODES.HEADERS_TOO_LARGE[1],
    });
  });
});

describe('the last line for text the database refuses', () => {
  it.each(['22021', '22P02', '22P05'])('SQLSTATE %s, however deeply wrapped, is a 400', (code) => {
    const fromDriver = Object.assign(new Error('invalid byte sequence'), { code });
    const wrapped = Object.assign(new Error('Failed query: insert ...'), { cause: fromDriver });
    expect(answerFor(wrapped)).toMatchObject({ status: 400, code: 'INVALID_TEXT' });
  });

  it('other database failures stay a 500 with no detail of ours leaking', () => {
    const answer = answerFor(Object.assign(new Error('deadlock'), { code: '40P01' }));
    expect(answer).toMatchObject({ status: 500, code: 'INTERNAL' });
  });

  it("the log keeps a failed query's text and cause, never its parameters", () => {
    const failed = Object.assign(
      new Error('Failed query: update users set first_name = $1\nparams: Asha,9876543210'),
      {
        query: 'update users set first_name = $1',
        params: ['Asha', '9876543210'],
        cause: Object.assign(new Error('boom'), { code: 'XX000' }),
      },
    );
    const logged = JSON.stringify(errorForLog(failed));
    expect(logged).toContain('update users set first_name');
    expect(logged).not.toContain('9876543210');
    expect(logged).not.toContain('Asha');
  });
});
