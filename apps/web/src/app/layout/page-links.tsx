import { Link } from 'react-router';

/**
 * The shop's own pages as a named list of links: the Menu's (About us, Privacy Policy, Terms and
 * Conditions, Contact us, Shipping Policy, Help, Sell with us) and the footer's.
 */
export function PageLinks({
  label,
  links,
  className,
}: {
  label: string;
  links: readonly { label: string; to: string }[];
  className?: string | undefined;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
