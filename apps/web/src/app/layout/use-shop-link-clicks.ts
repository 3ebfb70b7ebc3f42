import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { REPLACE_ATTRIBUTE } from '../../components/ui/shop-link';

/** The shop link a click should follow inside the page, if any: not a new tab, window or download. */
function shopLinkClicked(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (!(event.target instanceof Element)) return null;
  const link = event.target.closest<HTMLAnchorElement>('a[href^="#/"]');
  if (!link || link.hasAttribute('download')) return null;
  return !link.target || link.target === '_self' ? link : null;
}

/**
 * Follows a plain click on a shop link (components/ui/shop-link.tsx) through the router, once for
 * the whole page instead of a click handler and hooks in each link.
 *
 * The browser would follow the hash by itself, but its history entry would have no router state:
 * every such page would have the key 'default', which useGoBack reads as 'opened from a shared
 * link' (its Back would go home instead of back), and a link could not replace the current page.
 * The link's own onClick (analytics) has run by then: React handles clicks at its root, below the
 * document; one that called preventDefault keeps the click for itself, as with <Link>.
 */
export function useShopLinkClicks() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = shopLinkClicked(event);
      if (!link) return;
      event.preventDefault();
      const to = link.getAttribute('href')!.slice(1);
      // As <Link> does: a link to the page already shown does not add it to history again.
      void navigate(to, { replace: link.hasAttribute(REPLACE_ATTRIBUTE) || to === here });
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [navigate, here]);
}
