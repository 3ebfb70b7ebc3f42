import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { anotherInstance, openTestShop, type TestShop } from '../test/harness';
import {
  dataSecurityHeaders,
  pageSecurityHeaders,
  securityHeaderValues,
  sendSecurityHeaders,
  tileImageSource,
} from './security-headers';

// What is checked is the app's settings, not the data: one database for the file, and an app per
// setting on it (opening a database per test was most of this file's time).
let shop: TestShop;
/** A built web app of one page with no inline script (web-app.test.ts has the built page's). */
function aWebApp() {
  const dist = mkdtempSync(path.join(tmpdir(), 'mp-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Makers Pantry</title>');
  return dist;
}
beforeAll(async () => {
  shop = await openTestShop({ webDist: aWebApp() });
});
afterAll(() => shop.close());

/** The page's and a JSON answer's headers as the configuration makes them. */
async function headersWith(env: Record<string, string> = {}) {
  const app = await anotherInstance(shop, env, { webDist: aWebApp() });
  try {
    const page = await app.inject({ method: 'GET', url: '/index.html' });
    const data = await app.inject({ method: 'GET', url: '/api/products/banners/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(data.headers['content-type']).toMatch(/^application\/json/);
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1);
    return { headers: page.headers, data: data.headers, directive };
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
  it('is sent with pages and JSON answers alike when the shop is served over https', async () => {
    const { headers, data } = await headersWith({ PUBLIC_URL: 'https://shop.example.in/' });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(data['strict-transport-security']).toBe(headers['strict-transport-security']);
  });

  it('is not sent over plain http, nor is upgrade-insecure-requests', async () => {
    const { headers, data, directive } = await headersWith({
      PUBLIC_URL: 'http://192.168.1.20:3000/',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(data['strict-transport-security']).toBeUndefined();
    expect(directive('upgrade-insecure-requests')).toBeUndefined();
  });
});

describe('a JSON answer', () => {
  it('lets nothing in it load or run, and no site frame it, sniff it or read it in', async () => {
    const { data } = await headersWith({ PAYMENT_GATEWAY: 'simulator' });
    expect(data['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(data['x-frame-options']).toBe('DENY');
    expect(data['x-content-type-options']).toBe('nosniff');
    expect(data['cross-origin-resource-policy']).toBe('same-origin');
    expect(data['referrer-policy']).toBe('no-referrer');
  });

  it("carries none of the headers only a page reads: a page's headers are eleven, its five", async () => {
    const { headers, data } = await headersWith();
    for (const name of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(headers[name], name).toBeDefined();
      expect(data[name], name).toBeUndefined();
    }
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(Object.keys(securityHeaderValues(pageSecurityHeaders(config)))).toHaveLength(11);
    expect(Object.keys(securityHeaderValues(dataSecurityHeaders(config)))).toHaveLength(5);
  });

  it('has the same headers when it is an error (problem+json)', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/products/not-a-number/' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('how the security headers are set', () => {
  const config = loadConfig({ NODE_ENV: 'test' });
  const helmets = securityHeaderValues(pageSecurityHeaders(config));

  async function answers(route: (reply: FastifyReply) => void, type = 'application/pdf') {
    const app = Fastify();
    sendSecurityHeaders(app, config);
    app.get('/', async (_request, reply) => {
      route(reply);
      return reply.type(type).send(Buffer.from('%PDF-'));
    });
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return res;
  }

  it("sends helmet's eleven headers with what is not JSON, as helmet would", async () => {
    const res = await answers(() => {});
    expect(Object.keys(helmets)).toHaveLength(11);
    for (const [name, value] of Object.entries(helmets)) expect(res.headers[name]).toBe(value);
  });

  it('sends the data set with JSON by any name, the page set with anything else', async () => {
    const data = securityHeaderValues(dataSecurityHeaders(config));
    for (const type of ['application/json; charset=utf-8', 'application/problem+json']) {
      const res = await answers(() => {}, type);
      for (const [name, value] of Object.entries(data)) expect(res.headers[name], type).toBe(value);
      expect(res.headers['x-dns-prefetch-control'], type).toBeUndefined();
    }
    for (const type of ['text/html; charset=utf-8', 'application/jsonl', 'text/json-ish']) {
      const res = await answers(() => {}, type);
      expect(res.headers['x-dns-prefetch-control'], type).toBe('off');
    }
  });

  it("lets a file's own header set on the raw answer win (a PDF's sandbox)", async () => {
    const res = await answers((reply) => reply.raw.setHeader('content-security-policy', 'sandbox'));
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-frame-options']).toBe(helmets['x-frame-options']);
  });

  it('lets a header the route set on its answer win', async () => {
    const res = await answers((reply) => {
      reply.header('referrer-policy', 'same-origin');
    });
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe(helmets['x-frame-options']);
  });
});
