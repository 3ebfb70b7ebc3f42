import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@makers-pantry/domain/catalog-enums';
import { ERROR_CODES } from '@makers-pantry/domain/error-codes';
import { openTestShop, type TestShop } from '../test/harness';
import { createTestLogin } from './auth-testing';

/**
 * Every route of the OpenAPI document, fed nasty input, anonymously and as a logged-in customer
 * (hub routes also as ops): never a 5xx, and every error is `{ detail, code }` with a registered
 * code. Routes added later are walked automatically; a route the walk cannot reach fails the test
 * with its name.
 */

interface Operation {
  method: string;
  /** OpenAPI form: /api/products/{id}/ */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[] | undefined;
  /** The content type the body is sent with; multipart routes get a JSON body and must refuse it. */
  hasBody: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema?: { properties?: object } }> };
      }
    >
  >;
}

/** Routes whose answers are not the JSON error shape by design, each with why. */
const NOT_JSON_ROUTES = new Set<string>([]);

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .filter(([method]) => !NOT_JSON_ROUTES.has(`${method.toUpperCase()} ${path}`))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        const schema = Object.values(content)[0]?.schema;
        return {
          method: method.toUpperCase(),
          path,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          bodyFields: schema?.properties ? Object.keys(schema.properties) : undefined,
          hasBody: operation.requestBody !== undefined,
        };
      }),
  );
}

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'Asha\u0000Rao',
  '\uD800',
  '\uDFFF tail',
  '\u202Eevil',
  '\u200B\u200B',
  '\uFEFF',
  'a'.repeat(5000),
  '9'.repeat(40),
  '-1',
  '0',
  '1e309',
  'NaN',
  '../../etc/passwd',
  '%c0%af',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{"a":1}',
  'null',
  '9876543210',
  'ಕನ್ನಡ',
];

/** Plausible text with one bad character inside: passes length checks, so it reaches the database. */
const poisoned = fc
  .tuple(
    fc.constantFrom('Asha', 'Ravi Kumar', 'ghee', 'HSR Layout', 'asha@example.in', '560102'),
    fc.constantFrom('\u0000', '\uD800', '\uDC00', '\u202E', '\u0007', '\u2066'),
  )
  .map(([text, bad]) => `${text}${bad}${text}`);

const nastyString = fc.oneof(
  { arbitrary: poisoned, weight: 3 },
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
);

/** Arrays nested deeper than any schema expects. */
const deeplyNested = (depth: number): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 1);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 6 },
  fc.constantFrom(
    0,
    -1,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    1e308,
    true,
    false,
    null,
    [],
    {},
    deeplyNested(500),
    { __proto__: { polluted: true } },
  ),
  fc.integer(),
  fc.array(nastyString, { maxLength: 4 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

/** A path segment as a browser or attacker could send it; lone surrogates cannot be UTF-8. */
function segment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function requestArbitrary(operation: Operation) {
  const pathParams = fc.record(
    Object.fromEntries(operation.pathParams.map((name) => [name, nastyString])),
  );
  const query = fc.dictionary(
    fc.oneof(fc.constantFrom(...operation.queryParams, 'junk'), nastyString),
    nastyString,
    { maxKeys: 3 },
  );
  const shapedBody = fc.record(
    Object.fromEntries((operation.bodyFields ?? []).map((name) => [name, nastyValue])),
    { requiredKeys: [] },
  );
  const body = operation.hasBody ? fc.oneof(shapedBody, nastyValue) : fc.constant(undefined);
  return fc.record({ pathParams, query, body });
}

function urlOf(
  operation: Operation,
  pathParams: Record<string, string>,
  query: Record<string, string>,
) {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    segment(pathParams[name] ?? ''),
  );
  const search = Object.entries(query)
    .map(([key, value]) => `${segment(key)}=${segment(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

const POISONS = ['\u0000', '\uD800', '\uDC00', '\u202E', '\u0007', '\u200B'];

/** One request per (field, poison): the field holds plausible text with the poison inside. */
function poisonSweep(operation: Operation) {
  const plain = Object.fromEntries(operation.pathParams.map((name) => [name, '1']));
  return POISONS.flatMap((poison) => {
    const text = `Asha${poison}Rao`;
    return [
      ...operation.pathParams.map((name) => ({
        pathParams: { ...plain, [name]: text },
        query: {},
        body: undefined as Record<string, string> | undefined,
      })),
      ...operation.queryParams.map((name) => ({
        pathParams: plain,
        query: { [name]: text },
        body: undefined,
      })),
      ...(operation.bodyFields ?? []).map((name) => ({
        pathParams: plain,
        query: {},
        body: { [name]: text },
      })),
    ];
  });
}

let shop: TestShop;
let operations: Operation[];
beforeAll(async () => {
  shop = await openTestShop();
  operations = operationsOf(shop.app.swagger() as unknown as OpenApiDocument);
});
afterAll(async () => shop.close());

describe('every route survives nasty input', () => {
  it('walks a real number of routes', () => {
    expect(operations.length).toBeGreaterThan(25);
  });

  it('never answers 5xx, and every error is { detail, code } with a registered code', async () => {
    const unreached: string[] = [];
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      let reached = 0;
      const check = (res: { statusCode: number; body: string; json<T>(): T }) => {
        expect(res.statusCode, `${name} answered ${res.statusCode}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const answer = res.json<{ detail: unknown; code: unknown }>();
          expect(typeof answer.detail, `${name}: ${res.body}`).toBe('string');
          expect(Object.keys(ERROR_CODES), `${name}: ${res.body}`).toContain(answer.code);
          if (!String(answer.detail).startsWith('No such page or API route')) reached++;
        } else reached++;
      };
      // The hub refuses customers before reading anything, so its routes are walked as ops too.
      const callers: (Role | 'anonymous')[] = operation.path.startsWith('/api/hub/')
        ? ['anonymous', 'customer', 'ops']
        : ['anonymous', 'customer'];
      for (const caller of callers) {
        // A fresh login per route: a fuzzed logout must not end the next route's session.
        const headers =
          caller === 'anonymous'
            ? {}
            : (await createTestLogin(shop.database.db, { roles: [caller] }, shop.clock.now()))
                .headers;
        await fc.assert(
          fc.asyncProperty(requestArbitrary(operation), async ({ pathParams, query, body }) => {
            const res = await shop.app.inject({
              method: operation.method as 'GET',
              url: urlOf(operation, pathParams, query),
              headers,
              ...(body === undefined ? {} : { payload: JSON.stringify(body) ?? 'null' }),
              ...(body === undefined
                ? {}
                : { headers: { ...headers, 'content-type': 'application/json' } }),
            });
            expect(res.statusCode, `${name} answered ${res.statusCode}: ${res.body}`).toBeLessThan(
              500,
            );
            if (res.statusCode >= 400) {
              const answer = res.json<{ detail: unknown; code: unknown }>();
              expect(typeof answer.detail, `${name}: ${res.body}`).toBe('string');
              expect(Object.keys(ERROR_CODES), `${name}: ${res.body}`).toContain(answer.code);
              if (!String(answer.detail).startsWith('No such page or API route')) reached++;
            } else reached++;
          }),
          { numRuns: 40, seed: 20261122, endOnFailure: true },
        );
        // Then each field alone with each poison, so plausible text reaches the database.
        for (const { pathParams, query, body } of poisonSweep(operation))
          check(
            await shop.app.inject({
              method: operation.method as 'GET',
              url: urlOf(operation, pathParams, query),
              ...(body === undefined
                ? { headers }
                : { headers: { ...headers, 'content-type': 'application/json' }, payload: body }),
            }),
          );
      }
      if (reached === 0) unreached.push(name);
    }
    expect(unreached, 'routes the walk never reached').toEqual([]);
    // Every route adds its walk: the time grows with the API, not with a slow answer.
  }, 300_000);
});
