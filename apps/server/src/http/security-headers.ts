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

/** HSTS only when the shop is served over https (see `pageSecurityHeaders`). */
function strictTransport(config: Config): HelmetOptions['hsts'] {
  const https = config.PUBLIC_URL?.toLowerCase().startsWith('https://') ?? false;
  return https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false;
}

/**
 * What a page (and every answer that is not JSON: files, media, the API's own document) carries:
 * helmet's eleven headers, with the shop's Content-Security-Policy. Scripts come only from this
 * origin (and Razorpay's checkout host when Razorpay takes payments), besides the built page's own
 * inline scripts, each allowed by its hash (`pageScripts`, inline-scripts.ts); images only from
 * here, data:/blob: URLs and the map tiles. HSTS only when the shop is served over https: sent
 * over plain http on a LAN address it would do nothing good, and locally it would pin a
 * developer's browser to https for localhost.
 */
export function pageSecurityHeaders(config: Config, pageScripts: string[] = []): HelmetOptions {
  const razorpay = config.PAYMENT_GATEWAY === 'razorpay';
  const tiles = tileImageSource(config.MAP_TILE_URL);
  const hsts = strictTransport(config);
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
        upgradeInsecureRequests: hsts ? [] : null,
      },
    },
    hsts,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * What a JSON answer carries (decision 083): the headers that protect data, none that only a page
 * reads. A JSON answer is never a page the shop shows: nothing in it may load or run, nor may any
 * site frame it (`default-src 'none'; frame-ancestors 'none'`, and `X-Frame-Options: DENY` for
 * browsers without frame-ancestors); no other site may read it in as a resource
 * (Cross-Origin-Resource-Policy); it is never sniffed into something else (nosniff); it sends no
 * referrer; and HSTS as the pages have it. Left out, as they govern a document and its
 * subresources or browsers long gone: Cross-Origin-Opener-Policy, Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control, X-Download-Options (Internet Explorer 8), X-Permitted-Cross-Domain-
 * Policies (Flash and Acrobat, which ask the site's root) and X-XSS-Protection (an auditor no
 * browser has now). Each header a cached page's hit writes costs it about 2% of its req/s.
 */
export function dataSecurityHeaders(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    hsts: strictTransport(config),
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
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

/** The two sets of security headers, worked out once at start. */
export interface SecurityHeaderSets {
  page: Record<string, string>;
  data: Record<string, string>;
}

/** JSON, and JSON by another name (`application/problem+json`). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/i;

/**
 * Every answer (API, files, errors, 404s) carries security headers: a JSON answer the data set,
 * any other the page set, chosen by the answer's type once the route has set it. They go with the
 * answer's other headers (Fastify's), so Node reads each header once, when the answer's head is
 * written: set on the raw answer, every header was checked and stored twice, and the eleven made
 * a cached page's hit cost a fifth more than its bytes (issue 41, decision 054).
 *
 * A header of the same name the route set itself wins: on Fastify's answer, or on the raw answer
 * (a PDF's `Content-Security-Policy: sandbox`, media/serve-media.ts), which Fastify would write
 * over, so it is copied into Fastify's. Returns the sets, for the cached answers written before
 * routing (hits-before-routing.ts).
 */
export function sendSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  pageScripts: string[] = [],
): SecurityHeaderSets {
  const sets: SecurityHeaderSets = {
    page: securityHeaderValues(pageSecurityHeaders(config, pageScripts)),
    data: securityHeaderValues(dataSecurityHeaders(config)),
  };
  const page = Object.entries(sets.page);
  const data = Object.entries(sets.data);
  app.addHook('onSend', (_request, reply, payload, done) => {
    const set = JSON_TYPE.test(String(reply.getHeader('content-type') ?? '')) ? data : page;
    // Almost every answer sets nothing on the raw answer: nothing to look at there.
    const raw = reply.raw.getHeaderNames().length > 0 ? reply.raw : undefined;
    for (const [name, value] of set) {
      const own = raw?.getHeader(name);
      if (own !== undefined) reply.header(name, own);
      else if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
  return sets;
}
