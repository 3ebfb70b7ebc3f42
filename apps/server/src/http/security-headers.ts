import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** Razorpay's Standard Checkout: its script's host, and the hosts its payment frame talks to. */
export const RAZORPAY_SCRIPT_HOST = 'https://checkout.razorpay.com';
export const RAZORPAY_FRAME_HOSTS = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

/**
 * The origin images of the address map come from, from MAP_TILE_URL. A `{s}` subdomain template
 * (`https://{s}.tile.example.org/{z}/{x}/{y}.png`) becomes a wildcard host.
 */
export function tileImageSource(tileUrl: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl);
  if (!match) return undefined;
  const [, scheme, host = ''] = match;
  const labels = host.split('.');
  const wildcard = labels.map((label, i) => (i === 0 && /^\{[^}]*\}$/.test(label) ? '*' : label));
  if (wildcard.some((label) => /[{}]/.test(label))) return undefined;
  return `${scheme?.toLowerCase()}://${wildcard.join('.').toLowerCase()}`;
}

/**
 * Content-Security-Policy and HSTS for the shop. Scripts come only from this origin (and Razorpay's
 * checkout host when Razorpay takes payments), besides the built page's own inline scripts, each
 * allowed by its hash (`pageScripts`, inline-scripts.ts); images only from here, data:/blob: URLs and the map tiles. HSTS only when the shop is served over
 * https: sent over plain http on a LAN address it would do nothing good, and locally it would pin
 * a developer's browser to https for localhost.
 */
export function securityHeaders(config: Config, pageScripts: string[] = []): HelmetOptions {
  const razorpay = config.PAYMENT_GATEWAY === 'razorpay';
  const tiles = tileImageSource(config.MAP_TILE_URL);
  const https = config.PUBLIC_URL?.toLowerCase().startsWith('https://') ?? false;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        scriptSrc: ["'self'", ...pageScripts, ...(razorpay ? [RAZORPAY_SCRIPT_HOST] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...(razorpay ? RAZORPAY_FRAME_HOSTS : [])],
        frameSrc: ["'self'", ...(razorpay ? RAZORPAY_FRAME_HOSTS : [])],
        objectSrc: ["'none'"],
        // Without https there is nothing to upgrade to (local and LAN use).
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for `options`, worked out once. They depend on the configuration only
 * (no nonces, nothing from the request), and @fastify/helmet built helmet's middleware again for
 * every request, parsing the CSP directives each time: a seventh of a cached page's time went
 * there (issue 41, decision 054).
 */
export function securityHeaderValues(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, collector, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every answer (API, files, errors, 404s) carries the shop's security headers. They go with the
 * answer's other headers (Fastify's), so Node reads each header once, when the answer's head is
 * written: set on the raw answer, every header was checked and stored twice, and the eleven made
 * a cached page's hit cost a fifth more than its bytes (issue 41, decision 054).
 *
 * A file's own header of the same name set on the raw answer still wins, as it did when ours were
 * set there first (a PDF's `Content-Security-Policy: sandbox`, media/serve-media.ts): Fastify
 * writes its headers over the raw answer's, so such a header is copied into Fastify's before.
 * Returns the headers, for the cached answers written before routing (hits-before-routing.ts).
 */
export function sendSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  pageScripts: string[] = [],
): Record<string, string> {
  const headers = securityHeaderValues(securityHeaders(config, pageScripts));
  const names = Object.keys(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    // Almost every answer sets nothing on the raw answer: nothing to look at.
    if (reply.raw.getHeaderNames().length > 0)
      for (const name of names) {
        const own = reply.raw.getHeader(name);
        if (own !== undefined) reply.header(name, own);
      }
    done(null, payload);
  });
  // The same values for the answers written before routing (hits-before-routing.ts).
  return headers;
}
