import { mkdtempSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { anotherInstance, openTestShop, type TestShop } from '../test/harness';
import {
  securityHeaders,
  securityHeaderValues,
  sendSecurityHeaders,
  tileImageSource,
} from './security-headers';

// What is checked is the app's settings, not the data: one database for the file, and an app per
// setting on it (opening a database per test was most of this file's time).
let shop: TestShop;
const noWebApp = () => mkdtempSync(path.join(tmpdir(), 'mp-no-web-'));
beforeAll(async () => {
  shop = await openTestShop({ webDist: noWebApp() });
});
afterAll(() => shop.close());

/** The policy the configuration makes; the built page's inline script is web-app.test.ts's. */
async function headersWith(env: Record<string, string> = {}) {
  const app = await anotherInstance(shop, env, { webDist: noWebApp() });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/products/banners/' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1);
    return { headers: res.headers, directive };
  } finally {
    await app.close();
  }
}

describe('Content-Security-Policy', () => {
  it('runs scripts only from the shop itself, and images only from here and the map tiles', async () => {
    const { directive } = await headersWith();
    expect(directive('script-src')).toEqual(["'self'"]);
    expect(directive('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
    expect(directive('frame-src')).toEqual(["'self'"]);
  });

  it('allows exactly Razorpay checkout when Razorpay takes payments', async () => {
    const { directive } = await headersWith({
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    });
    expect(directive('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    for (const name of ['frame-src', 'connect-src'])
      expect(directive(name)).toEqual([
        "'self'",
        'https://api.razorpay.com',
        'https://checkout.razorpay.com',
      ]);
  });

  it('follows MAP_TILE_URL, with a {s} subdomain as a wildcard', async () => {
    const { directive } = await headersWith({
      MAP_TILE_URL: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png',
    });
    expect(directive('img-src')).toContain('https://*.tiles.example.in');
    expect(tileImageSource('https://maps.example.in:8443/t/{z}/{x}/{y}.png')).toBe(
      'https://maps.example.in:8443',
    );
    expect(tileImageSource('https://a{s}b.example.in/{z}.png')).toBeUndefined();
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when the shop is served over https', async () => {
    const { headers } = await headersWith({ PUBLIC_URL: 'https://shop.example.in/' });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('is not sent over plain http, nor is upgrade-insecure-requests', async () => {
    const { headers, directive } = await headersWith({ PUBLIC_URL: 'http://192.168.1.20:3000/' });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(directive('upgrade-insecure-requests')).toBeUndefined();
  });
});

describe('how the security headers are set', () => {
  const config = loadConfig({ NODE_ENV: 'test' });
  const helmets = securityHeaderValues(securityHeaders(config));

  async function answers(route: (raw: ServerResponse) => void) {
    const app = Fastify();
    sendSecurityHeaders(app, config);
    app.get('/', async (_request, reply) => {
      route(reply.raw);
      return reply.type('application/pdf').send(Buffer.from('%PDF-'));
    });
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return res;
  }

  it("sends helmet's eleven headers as helmet would", async () => {
    const res = await answers(() => {});
    expect(Object.keys(helmets)).toHaveLength(11);
    for (const [name, value] of Object.entries(helmets)) expect(res.headers[name]).toBe(value);
  });

  it("lets a file's own header set on the raw answer win (a PDF's sandbox)", async () => {
    const res = await answers((raw) => raw.setHeader('content-security-policy', 'sandbox'));
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-frame-options']).toBe(helmets['x-frame-options']);
  });
});
