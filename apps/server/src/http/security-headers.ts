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
 * Every answer (API, files, errors, 404s) carries the shop's security headers. They are set on the
 * raw answer, as helmet sets them, so a file's own stricter header set the same way later wins
 * (a PDF's `Content-Security-Policy: sandbox`, media/serve-media.ts).
 */
export function sendSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  pageScripts: string[] = [],
) {
  const headers = Object.entries(securityHeaderValues(securityHeaders(config, pageScripts)));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
