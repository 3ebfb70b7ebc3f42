import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { bannerTarget } from './banner-target';

/** A banner's link: inside the shop through the router, elsewhere as a plain link. */
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
      <Link to={target.to} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} onClick={onClick} rel="noopener">
      {children}
    </a>
  );
}
