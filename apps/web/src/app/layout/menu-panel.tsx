import { Link } from 'react-router';
import { MENU_LINKS } from './site-links';

/** The Menu's links: About us, Privacy Policy, Terms and Conditions, Contact us, Shipping Policy, Help. */
export function MenuPanel() {
  return (
    <nav aria-label="Shop information">
      <ul>
        {MENU_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
