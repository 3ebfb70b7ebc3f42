import type { ReactNode } from 'react';
import { ShopLink } from '../../../components/ui/shop-link';
import { bannerTarget } from './banner-target';

/** A banner's link: to a screen of the shop, or elsewhere as a plain link. */
export function BannerLink({
  redirectUrl,
  onClick,
  children,
}: {
  redirectUrl: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const target = bannerTarget(redirectUrl);
  if (target.kind === 'shop') {
    return (
      <ShopLink to={target.to} onClick={onClick}>
        {children}
      </ShopLink>
    );
  }
  return (
    <a href={target.href} onClick={onClick} rel="noopener">
      {children}
    </a>
  );
}
