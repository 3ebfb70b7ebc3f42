import type { FastifyHelmetOptions } from '@fastify/helmet';
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
 * Content-Security-Policy and HSTS for the shop. The built web app has no inline scripts, so
 * scripts come only from this origin (and Razorpay's checkout host when Razorpay takes payments);
 * images only from here, data:/blob: URLs and the map tiles. HSTS only when the shop is served over
 * https: sent over plain http on a LAN address it would do nothing good, and locally it would pin
 * a developer's browser to https for localhost.
 */
export function securityHeaders(config: Config): FastifyHelmetOptions {
  const razorpay = config.PAYMENT_GATEWAY === 'razorpay';
  const tiles = tileImageSource(config.MAP_TILE_URL);
  const https = config.PUBLIC_URL?.toLowerCase().startsWith('https://') ?? false;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        scriptSrc: ["'self'", ...(razorpay ? [RAZORPAY_SCRIPT_HOST] : [])],
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
