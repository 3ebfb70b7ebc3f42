import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@makers-pantry/domain/catalog-enums';
import { ERROR_CODES } from '@makers-pantry/domain/error-codes';
import { eq } from 'drizzle-orm';
import { makers } from '../db/schema/catalog';
import { buildCatalogue } from '../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../test/harness';
import { createTestLogin } from './auth-testing';

/**
 * Every route of the OpenAPI document, fed nasty input, anonymously and as a logged-in customer
 * (hub routes also as a seller and as ops), and then each parameter and body field at and past the
 * limits its schema states (integer and date boundaries, tiny and huge decimals, the longest
 * lists, 10,000 characters, escapes that are not UTF-8): never a 5xx, and every error is `{ detail, code }` with a registered
 * code. Routes added later are walked automatically; a route the walk cannot reach fails the test
 * with its name.
 */

/** The parts of a JSON schema the walk reads to aim at a field's limits. */
interface FieldSchema {
  type?: string;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  anyOf?: FieldSchema[];
}

interface Operation {
  method: string;
  /** OpenAPI form: /api/products/{id}/ */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[] | undefined;
  /** The content type the body is sent with; multipart routes get a JSON body and must refuse it. */
  hasBody: boolean;
  /** Each parameter's and body field's schema, by name. */
  schemas: Record<string, FieldSchema>;
  /** The body's own schema (an object, or the cart's array). */
  bodySchema: FieldSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: FieldSchema }[];
        requestBody?: { content: Record<string, { schema?: FieldSchema }> };
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
          schemas: {
            ...schema?.properties,
            ...Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
          },
          bodySchema: schema,
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

const MAX_ID = 2_147_483_647;

/** Numbers at and past the limits of the shop's columns and schemas; tiny and huge decimals. */
const BOUNDARY_NUMBERS = [0, -1, 0.000000001, 1e-12, 1.005, MAX_ID, MAX_ID + 1, 2 ** 53 + 2, 1e308];

/** Numbers as a URL carries them, with the spellings `Number()` would read but a person never writes. */
const BOUNDARY_NUMBER_TEXTS = [...BOUNDARY_NUMBERS.map(String), '99999999999', ' 1', '0x10'];

/** Days at the edges of what the shop takes (2000-2100), past them, and days that do not exist. */
const BOUNDARY_DATES = [
  '0015-06-15',
  '0050-01-01',
  '1999-12-31',
  '2100-12-31',
  '2101-01-01',
  '2026-02-29',
];
const BOUNDARY_INSTANTS = [
  ...BOUNDARY_DATES.map((day) => `${day}T00:00:00+05:30`),
  '2026-12-01T23:59:59.999999999-23:59',
];

/** %-escapes sent as they stand: half a character, a NUL, an overlong '/', not hex. */
class Raw {
  constructor(readonly text: string) {}
}
const RAW_TEXTS = ['x%ED%A0%80y', '%ED%B0%80', 'Asha%00Rao', '%C0%AF', '%F0%9F%98', 'a%zz'].map(
  (text) => new Raw(text),
);

const TEN_THOUSAND = 'a'.repeat(10_000);

/** Enough of a JSON schema's regex to find what a field takes: the first candidate that fits. */
const PLAUSIBLE_TEXTS = [
  'ALL',
  '1',
  'Asha Rao',
  'ABC123',
  '2026-12-01',
  '10:00',
  '560102',
  '9876543210',
  'asha@example.in',
];

function plausible(schema: FieldSchema): unknown {
  if (schema.anyOf?.[0]) return plausible(schema.anyOf[0]);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [plausible(schema.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, field]) => [name, plausible(field)]),
      );
    case 'string': {
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'date-time') return '2026-12-01T10:00:00+05:30';
      if (!schema.pattern) return 'Asha Rao';
      const pattern = new RegExp(schema.pattern, 'u');
      return PLAUSIBLE_TEXTS.find((text) => pattern.test(text)) ?? '1';
    }
    default:
      return 'Asha Rao';
  }
}

/** The longest list of ids a pattern such as ^\d{1,10}(,\d{1,10}){0,49}$ allows, and one more. */
function longestLists(pattern: string): string[] {
  const most = /\(,\\d\{1,10\}\)\{0,(\d+)\}/.exec(pattern)?.[1];
  if (!most) return [];
  const count = Number(most) + 1;
  return [count, count + 1].map((length) => Array.from({ length }, () => String(MAX_ID)).join(','));
}

/** Values at and past a field's limits, read from its schema, plus text no field takes. */
function boundariesOf(schema: FieldSchema, inUrl: boolean): unknown[] {
  if (schema.anyOf) return schema.anyOf.flatMap((part) => boundariesOf(part, inUrl));
  const values: unknown[] = [...(schema.enum ?? [])];
  const limits = [schema.minimum, schema.maximum].filter((n): n is number => n !== undefined);
  const numbers = [...BOUNDARY_NUMBERS, ...limits.flatMap((n) => [n - 0.001, n + 1])];
  switch (schema.type) {
    case 'integer':
    case 'number':
      values.push(...numbers, '1');
      break;
    case 'boolean':
      values.push('true');
      break;
    case 'array': {
      const item = plausible(schema.items ?? {});
      const most = schema.maxItems ?? 100;
      values.push(Array(most).fill(item), Array(most + 1).fill(item));
      break;
    }
    case 'object':
      values.push([]);
      break;
    default:
      if (schema.format === 'date') values.push(...BOUNDARY_DATES);
      if (schema.format === 'date-time') values.push(...BOUNDARY_INSTANTS, ...BOUNDARY_DATES);
      if (schema.pattern?.includes('\\d')) {
        values.push(...BOUNDARY_NUMBER_TEXTS, ...longestLists(schema.pattern));
      }
      if (schema.maxLength !== undefined)
        values.push('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1));
      values.push('', TEN_THOUSAND, 'x\uD800y');
      if (!inUrl) values.push(MAX_ID + 1, null);
  }
  if (inUrl)
    return [
      ...values.map((value) => (typeof value === 'string' ? value : String(value))),
      ...RAW_TEXTS,
    ];
  return values;
}

/** A path segment as a browser or attacker could send it; lone surrogates cannot be UTF-8. */
function segment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function requestArbitrary(operation: Operation) {
  const urlValue = (name: string) =>
    fc.oneof(
      { arbitrary: nastyString as fc.Arbitrary<UrlValue>, weight: 2 },
      {
        arbitrary: fc.constantFrom(
          ...boundariesOf(operation.schemas[name] ?? {}, true),
        ) as fc.Arbitrary<UrlValue>,
        weight: 2,
      },
    );
  const pathParams = fc.record(
    Object.fromEntries(operation.pathParams.map((name) => [name, urlValue(name)])),
  );
  const query = fc
    .tuple(
      fc.record(Object.fromEntries(operation.queryParams.map((name) => [name, urlValue(name)])), {
        requiredKeys: [],
      }),
      fc.dictionary(fc.oneof(fc.constant('junk'), nastyString), nastyString, { maxKeys: 1 }),
    )
    .map(([named, junk]) => ({ ...junk, ...named }));
  // Every field plausible but the few the run aims at, so a bad value gets past the others.
  const shapedBody = fc.record(
    Object.fromEntries(
      (operation.bodyFields ?? []).map((name) => {
        const schema = operation.schemas[name] ?? {};
        return [
          name,
          fc.oneof(
            { arbitrary: fc.constant(plausible(schema)), weight: 3 },
            { arbitrary: fc.constantFrom(...boundariesOf(schema, false)), weight: 2 },
            { arbitrary: nastyValue, weight: 1 },
          ),
        ];
      }),
    ),
    { requiredKeys: [] },
  );
  const body = operation.hasBody ? fc.oneof(shapedBody, nastyValue) : fc.constant(undefined);
  return fc.record({ pathParams, query, body });
}

/**
 * One request per (field, boundary value): the other fields plausible, this one at or past its
 * limit (ids of 2^31, a year 0015, a price of 0.000000001, the longest list and one more, 10,000
 * characters, escapes that are not UTF-8).
 */
function boundarySweep(operation: Operation) {
  const plainPath = Object.fromEntries(
    operation.pathParams.map((name) => [name, String(plausible(operation.schemas[name] ?? {}))]),
  );
  const plainBody =
    operation.bodySchema === undefined ? undefined : plausible(operation.bodySchema);
  const requests: {
    pathParams: Record<string, UrlValue>;
    query: Record<string, UrlValue>;
    body: unknown;
  }[] = [];
  for (const name of operation.pathParams)
    for (const value of boundariesOf(operation.schemas[name] ?? {}, true) as UrlValue[])
      requests.push({ pathParams: { ...plainPath, [name]: value }, query: {}, body: plainBody });
  for (const name of operation.queryParams)
    for (const value of boundariesOf(operation.schemas[name] ?? {}, true) as UrlValue[])
      requests.push({ pathParams: plainPath, query: { [name]: value }, body: plainBody });
  const fields = operation.bodyFields ?? [];
  if (plainBody && typeof plainBody === 'object' && !Array.isArray(plainBody))
    for (const name of fields)
      for (const value of boundariesOf(operation.schemas[name] ?? {}, false))
        requests.push({ pathParams: plainPath, query: {}, body: { ...plainBody, [name]: value } });
  if (operation.bodySchema?.type === 'array')
    for (const value of boundariesOf(operation.bodySchema, false))
      requests.push({ pathParams: plainPath, query: {}, body: value });
  return requests;
}

type UrlValue = string | Raw;
const inUrl = (value: UrlValue | undefined) =>
  value instanceof Raw ? value.text : segment(value ?? '');

function urlOf(
  operation: Operation,
  pathParams: Record<string, UrlValue>,
  query: Record<string, UrlValue | undefined>,
) {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => inUrl(pathParams[name]));
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${segment(key)}=${inUrl(value)}`)
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
/** The seller's login: one user, who runs a maker of the catalogue, with a new session per route. */
const SELLER_MOBILE = '6999000001';
beforeAll(async () => {
  shop = await openTestShop();
  operations = operationsOf(shop.app.swagger() as unknown as OpenApiDocument);
  // A catalogue, so ids of 1 and up name rows and a request can get past 'not found'.
  const catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  const seller = await createTestLogin(
    shop.database.db,
    { roles: ['seller'], mobile: SELLER_MOBILE },
    shop.clock.now(),
  );
  await shop.database.db
    .update(makers)
    .set({ userId: seller.user.id })
    .where(eq(makers.id, catalogue.makers.amma));
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
      // The hub refuses customers before reading anything, so its routes are walked as a seller
      // and as ops too, and aimed at each field's limits as they, who get past the login.
      const hub = operation.path.startsWith('/api/hub/');
      const callers: (Role | 'anonymous')[] = hub
        ? ['anonymous', 'customer', 'seller', 'ops']
        : ['anonymous', 'customer'];
      for (const caller of callers) {
        // A fresh login per route: a fuzzed logout must not end the next route's session.
        const headers =
          caller === 'anonymous'
            ? {}
            : (
                await createTestLogin(
                  shop.database.db,
                  caller === 'seller'
                    ? { roles: [caller], mobile: SELLER_MOBILE }
                    : { roles: [caller] },
                  shop.clock.now(),
                )
              ).headers;
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
          { numRuns: 30, seed: 20261122, endOnFailure: true },
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

  it('answers every field at and past its limits with 4xx, as the callers who get past the login', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      const hub = operation.path.startsWith('/api/hub/');
      // Ops reach every hub route (a seller is refused some before they read anything).
      for (const caller of hub ? (['ops'] as const) : (['customer'] as const)) {
        const { headers } = await createTestLogin(
          shop.database.db,
          { roles: [caller] },
          shop.clock.now(),
        );
        for (const { pathParams, query, body } of boundarySweep(operation)) {
          const url = urlOf(operation, pathParams, query);
          const res = await shop.app.inject({
            method: operation.method as 'GET',
            url,
            ...(body === undefined
              ? { headers }
              : {
                  headers: { ...headers, 'content-type': 'application/json' },
                  payload: JSON.stringify(body) ?? 'null',
                }),
          });
          const answer =
            res.statusCode >= 400
              ? res.json<{ detail: unknown; code: unknown }>()
              : { detail: '', code: 'NONE' };
          if (
            res.statusCode >= 500 ||
            (res.statusCode >= 400 &&
              (typeof answer.detail !== 'string' ||
                !Object.hasOwn(ERROR_CODES, String(answer.code))))
          )
            failures.push(
              `${caller} ${name} ${url.slice(0, 200)} ${JSON.stringify(body)?.slice(0, 200)}: ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
