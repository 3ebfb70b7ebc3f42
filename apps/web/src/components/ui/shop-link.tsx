import type { ComponentProps } from 'react';

/** Set on a shop link whose page should take the current page's place in history. */
export const REPLACE_ATTRIBUTE = 'data-replace';

/**
 * A link to a screen of the shop (a path from paths.ts), for lists that render many of them:
 * product cards, picture tiles, banners. It is a plain anchor with no hooks. React Router's
 * <Link> runs about ten hooks per link, three of them effects, and renders again on every route
 * change: at 4x CPU, 80 of them (home's cards and tiles) took about 37 ms more to mount on a
 * freshly loaded page than plain anchors.
 *
 * The router is a hash router, so '#' + path is the address a <Link> would give: a new tab or
 * window (middle or ctrl click) opens the same screen. A plain click is turned into a router
 * navigation by the layout (app/layout/use-shop-link-clicks.ts), so history entries carry the
 * router's key as with <Link>; without that the browser follows the hash and the router still
 * shows the screen.
 */
export function ShopLink({
  to,
  replace = false,
  ...anchor
}: Omit<ComponentProps<'a'>, 'href'> & {
  /** A path of the shop, starting with '/'. */
  to: string;
  /** Take the current page's place in history instead of adding a page (Back skips it). */
  replace?: boolean;
}) {
  return <a {...anchor} href={`#${to}`} {...(replace && { [REPLACE_ATTRIBUTE]: '' })} />;
}
