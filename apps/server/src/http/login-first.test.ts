import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../test/harness';
import { createTestLogin } from './auth-testing';

/**
 * Who is asking is checked before what they sent: an anonymous caller hears 401
 * and a customer on an ops page hears 403, whatever the body, query or path holds. Every route of
 * the API document is walked, so a route added later is held to it; the document's `security`
 * (needs a login) and its documented 403 (needs a role) must match what the routes do.
 */

interface Operation {
  name: string;
  method: string;
  url: string;
  needsLogin: boolean;
  needsRole: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { security?: Record<string, string[]>[]; responses?: Record<string, unknown> }>
  >;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        // Path parameters that no schema accepts, and a query parameter nobody declares.
        url: `${path.replace(/\{[^}]+\}/g, '%20not-an-id%20')}?junk=1`,
        // `[{ token: [] }, {}]` is a route anyone may use that shows more to a customer.
        needsLogin:
          (operation.security?.length ?? 0) > 0 &&
          operation.security!.every((requirement) => Object.keys(requirement).length > 0),
        // A provider's report route answers 403 to a wrong secret, not for want of a role.
        needsRole:
          Object.keys(operation.responses ?? {}).includes('403') &&
          (operation.security?.length ?? 0) > 0,
      })),
  );
}

/** A body no route accepts: not its fields, and JSON in a type the upload routes refuse. */
const BAD_BODY = { payload: '{"junk": true, "mobile": "12"}' };
const send = (operation: Operation, headers: Record<string, string> = {}) =>
  shop.app.inject({
    method: operation.method as 'POST',
    url: operation.url,
    ...(operation.method === 'GET' || operation.method === 'DELETE'
      ? { headers }
      : { headers: { ...headers, 'content-type': 'application/json' }, ...BAD_BODY }),
  });

let shop: TestShop;
let operations: Operation[];
beforeAll(async () => {
  shop = await openTestShop();
  operations = operationsOf(shop.app.swagger() as unknown as OpenApiDocument);
});
afterAll(async () => shop.close());

describe('who is asking comes first', () => {
  it('walks a real number of logged-in and ops routes', () => {
    expect(operations.filter((operation) => operation.needsLogin).length).toBeGreaterThan(25);
    expect(operations.filter((operation) => operation.needsRole).length).toBeGreaterThan(7);
  });

  it('answers 401 to an anonymous caller on every logged-in route, before reading what was sent', async () => {
    const answers: string[] = [];
    for (const operation of operations.filter((operation) => operation.needsLogin)) {
      const res = await send(operation);
      answers.push(`${operation.name} ${res.statusCode} ${res.json<{ code: string }>().code}`);
      if (res.statusCode === 401) {
        expect(res.json()).toEqual({
          detail: 'Please log in to continue.',
          code: 'NOT_AUTHENTICATED',
        });
        expect(res.headers['www-authenticate']).toBe('Token');
        expect(res.headers['cache-control']).toContain('no-store');
      }
    }
    expect(answers.filter((answer) => !answer.includes(' 401 NOT_AUTHENTICATED'))).toEqual([]);
  });

  it('answers 401 to a token that has ended, before reading what was sent', async () => {
    const ended = { authorization: `Token ${'x'.repeat(43)}` };
    const answers: string[] = [];
    for (const operation of operations.filter((operation) => operation.needsLogin)) {
      const res = await send(operation, ended);
      answers.push(`${operation.name} ${res.statusCode} ${res.json<{ detail: string }>().detail}`);
    }
    expect(
      answers.filter(
        (answer) => !answer.endsWith(' 401 Your session has ended. Please log in again.'),
      ),
    ).toEqual([]);
  });

  it('answers 403 to a customer on every ops route, before reading what was sent', async () => {
    const { headers } = await createTestLogin(shop.database.db, {}, shop.clock.now());
    const answers: string[] = [];
    for (const operation of operations.filter((operation) => operation.needsRole)) {
      const res = await send(operation, headers);
      answers.push(`${operation.name} ${res.statusCode} ${res.json<{ code: string }>().code}`);
      if (res.statusCode === 403)
        expect(res.json()).toEqual({
          detail: 'You do not have access to this page. Please contact your admin.',
          code: 'FORBIDDEN',
        });
    }
    expect(answers.filter((answer) => !answer.includes(' 403 FORBIDDEN'))).toEqual([]);
  });

  it('keeps the API document honest: a route it shows as open never asks for a login or a role', async () => {
    const answers: string[] = [];
    for (const operation of operations) {
      if (!operation.needsLogin)
        answers.push(`${operation.name} ${(await send(operation)).statusCode}`);
      if (!operation.needsRole) {
        // A fresh customer per route: a logout must not end the next route's session.
        const { headers } = await createTestLogin(shop.database.db, {}, shop.clock.now());
        const res = await send(operation, headers);
        answers.push(`${operation.name} as a customer ${res.statusCode}`);
      }
    }
    expect(answers.filter((answer) => / 40[13]$/.test(answer))).toEqual([]);
  });
});
