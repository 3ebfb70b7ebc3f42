import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '@makers-pantry/domain/bounds';
import { openTestShop, type TestShop } from '../../test/harness';

/**
 * What a client generator and a property-based tester read from the API document (decision 052):
 * an id per operation, the security each scope enforces, every error as JSON whatever the route
 * answers when it succeeds, ids as bounded integers, multipart bodies with their fields, and the
 * webhook's headers. `npm run lint:api` lints the same document with Redocly's rules;
 * login-first.test.ts calls every route to check the document's `security` and 403s.
 */

type Json = Record<string, unknown>;
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Json;
}
interface Operation {
  operationId?: string;
  summary?: string;
  deprecated?: boolean;
  security?: Json[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Json }> };
  responses: Record<string, Json>;
  'x-roles'?: string[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Json>;
    responses: Record<string, { content: Record<string, { schema: Json }> }>;
  };
}

let shop: TestShop;
let document: Document;
let operations: { name: string; path: string; method: string; operation: Operation }[];

beforeAll(async () => {
  shop = await openTestShop();
  document = shop.app.swagger() as unknown as Document;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation,
    })),
  );
});
afterAll(async () => shop.close());

const needsLogin = (operation: Operation) =>
  (operation.security ?? []).length > 0 &&
  operation.security!.every((requirement) => Object.keys(requirement).length > 0);

describe('the API document', () => {
  it('names every operation once, summarises it and states its security', () => {
    expect(operations.length).toBeGreaterThan(140);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]+$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter(({ operation }) => !operation.summary).map((o) => o.name)).toEqual([]);
    expect(
      operations.filter(({ operation }) => !Array.isArray(operation.security)).map((o) => o.name),
    ).toEqual([]);
    expect(document.paths['/api/hub/orders/{orderId}/']?.get?.operationId).toBe(
      'getHubOrdersByOrderId',
    );
  });

  it('states the roles of every hub route and documents 401, 403 and 429 there', () => {
    const hub = operations.filter(({ path }) => path.startsWith('/api/hub/'));
    expect(hub.length).toBeGreaterThan(80);
    const unstated = hub
      .filter(({ operation }) => {
        const statuses = Object.keys(operation.responses);
        return (
          !needsLogin(operation) ||
          !operation['x-roles']?.includes('ops') ||
          !['401', '403', '429'].every((status) => statuses.includes(status))
        );
      })
      .map(({ name }) => name);
    expect(unstated).toEqual([]);
    expect(document.paths['/api/hub/orders/cash/']?.get?.['x-roles']).toEqual(['ops', 'admin']);
    expect(document.paths['/api/hub/makers/']?.get?.['x-roles']).toEqual([
      'seller',
      'ops',
      'admin',
    ]);
  });

  it('answers every error as ErrorAnswer in JSON, PDF, JPEG and CSV routes included', () => {
    const errorAnswer = { $ref: '#/components/schemas/ErrorAnswer' };
    for (const response of Object.values(document.components.responses))
      expect(response.content).toEqual({ 'application/json': { schema: errorAnswer } });
    const notShared = operations.flatMap(({ name, operation }) =>
      Object.entries(operation.responses)
        .filter(([status, answer]) => Number(status) >= 400 && !('$ref' in answer))
        .map(([status]) => `${name} ${status}`),
    );
    expect(notShared).toEqual([]);
    const pdf = document.paths['/api/hub/documents/manifest.pdf']?.get;
    if (pdf)
      expect(Object.keys(pdf.responses['200']?.content as Json)).toEqual(['application/pdf']);
    const script = document.paths['/api/payments/simulator/checkout.js']?.get;
    expect(Object.keys(script?.responses['200']?.content as Json)).toEqual([
      'application/javascript',
    ]);
    const described = operations.flatMap(({ name, operation }) =>
      Object.values(operation.responses)
        .filter((answer) => answer.description === 'Default Response')
        .map(() => name),
    );
    expect(described).toEqual([]);
  });

  it('sends JSON errors from routes that answer files when they succeed', async () => {
    const files = operations.filter(
      ({ operation }) =>
        needsLogin(operation) &&
        Object.keys((operation.responses['200']?.content as Json | undefined) ?? {}).some(
          (type) => !type.includes('json'),
        ),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const { name, method, path } of files) {
      const res = await shop.app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/g, '1'),
      });
      expect(`${name} ${res.statusCode} ${res.headers['content-type']}`).toBe(
        `${name} 401 application/json; charset=utf-8`,
      );
    }
  });

  it('shows ids and page numbers read from a URL as integers within what the server takes', async () => {
    // Ids of ours: a Google place's id and the payment provider's order id are their text.
    const ids = operations.flatMap(({ name, operation }) =>
      (operation.parameters ?? [])
        .filter((parameter) => /(^id|Id)$/.test(parameter.name) && parameter.in !== 'header')
        .filter((parameter) => !['placeId', 'providerOrderId'].includes(parameter.name))
        .map((parameter) => ({
          name: `${name} ${parameter.name}`,
          schema: parameter.schema,
          // A subcategory of 0 lists the whole category.
          least: parameter.name === 'subId' ? 0 : 1,
        })),
    );
    expect(ids.length).toBeGreaterThan(60);
    expect(
      ids
        .filter(
          ({ schema, least }) =>
            schema?.type !== 'integer' || schema.minimum !== least || schema.maximum !== MAX_ID,
        )
        .map(({ name }) => name),
    ).toEqual([]);
    const pageNum = document.paths['/api/products/search/']?.get?.parameters?.find(
      (parameter) => parameter.name === 'pageNum',
    );
    expect(pageNum?.schema).toMatchObject({ type: 'integer', minimum: 1 });
    expect(pageNum?.schema).not.toHaveProperty('pattern');
    // What the document allows, the server takes; one past it is a 400, not a 500.
    for (const [id, status] of [
      [MAX_ID, 404],
      [MAX_ID + 1, 400],
      [0, 400],
    ] as const)
      expect((await shop.app.inject({ url: `/api/products/${id}/` })).statusCode).toBe(status);
  });

  it('has no `nullable` without a type', () => {
    const untyped: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      if ((node as Json).nullable && !(node as Json).type) untyped.push(at);
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(document, '#');
    expect(untyped).toEqual([]);
  });

  it('describes the multipart forms with their fields and files', () => {
    const forms = operations.filter(
      ({ operation }) => operation.requestBody?.content['multipart/form-data'],
    );
    expect(forms.map(({ name }) => name).sort()).toEqual(
      [
        'POST /api/orders/report-issue/',
        'PUT /api/hub/banners/{bannerId}/pictures/{size}/',
        'PUT /api/hub/batches/{batchId}/receipt-photo/',
        'PUT /api/hub/collections/{collectionId}/tile/',
        'PUT /api/hub/makers/{makerId}/profile-image/',
        'PUT /api/hub/products/{productId}/lab-report/',
        'PUT /api/hub/products/{productId}/photos/{slot}/',
      ].sort(),
    );
    const photo =
      document.paths['/api/hub/products/{productId}/photos/{slot}/']!.put!.requestBody!.content[
        'multipart/form-data'
      ]!.schema;
    expect(photo).toMatchObject({
      properties: { version: { type: 'string' }, photo: { type: 'string', format: 'binary' } },
      required: ['version', 'photo'],
    });
    const report = document.paths['/api/orders/report-issue/']!.post!.requestBody!.content[
      'multipart/form-data'
    ]!.schema as { properties: Record<string, Json> };
    expect(report.properties.images).toMatchObject({ type: 'array', maxItems: 5 });
    expect(Object.keys(report.properties)).toContain('description');
  });

  it("declares the payment webhook's signature and event-id headers", () => {
    const headers = document.paths['/api/orders/payment/webhook/']!.post!.parameters!.filter(
      (parameter) => parameter.in === 'header',
    );
    expect(headers.map(({ name, required }) => `${name} ${required}`)).toEqual([
      'x-razorpay-signature true',
      'x-razorpay-event-id true',
    ]);
  });

  it('names the main shapes once, and refers to them', () => {
    for (const name of ['ErrorAnswer', 'ProductCard', 'Order', 'OrderDetail', 'Profile'])
      expect(document.components.schemas).toHaveProperty(name);
    const productPage = JSON.stringify(document.paths['/api/products/{id}/']?.get?.responses);
    expect(productPage).toContain('#/components/schemas/ProductDetail');
  });
});
