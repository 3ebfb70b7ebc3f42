/**
 * Where a banner leads. Shop paths ('/collection/3/Millets', '#/newproducts', or a full URL of
 * this shop with a hash route) stay inside the single-page app; anything else is an outside link.
 */
export type BannerTarget = { kind: 'shop'; to: string } | { kind: 'outside'; href: string };

export function bannerTarget(redirectUrl: string, origin = window.location.origin): BannerTarget {
  const url = redirectUrl.trim();
  if (url.startsWith('#/')) return { kind: 'shop', to: url.slice(1) };
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'shop', to: url };
  try {
    const parsed = new URL(url);
    if (parsed.origin === origin) {
      return {
        kind: 'shop',
        to: parsed.hash.startsWith('#/') ? parsed.hash.slice(1) : parsed.pathname,
      };
    }
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') {
      return { kind: 'outside', href: parsed.href };
    }
  } catch {
    // Not a URL at all: treat it as a shop path written without its leading slash.
  }
  return { kind: 'shop', to: `/${url.replace(/^\/+/, '')}` };
}
