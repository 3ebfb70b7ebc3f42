import { paths } from '../../lib/paths';

/** The bar's Menu. */
export const MENU_LINKS = [
  { label: 'About us', to: paths.aboutUs },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms and Conditions', to: paths.terms },
  { label: 'Contact us', to: paths.contactUs },
  { label: 'Shipping Policy', to: paths.shippingPolicy },
  { label: 'Help', to: paths.help() },
  // Makers are the shop's second audience: the seller-interest form.
  { label: 'Sell with us', to: paths.onboarding },
] as const;

/** The footer's links at 500 px or less (the shop's five, and the seller-interest form). */
export const FOOTER_LINKS = [
  { label: 'About us', to: paths.aboutUs },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Contact us', to: paths.contactUs },
  { label: 'Shipping Policy', to: paths.shippingPolicy },
  { label: 'Terms and Conditions', to: paths.terms },
  { label: 'Sell with us', to: paths.onboarding },
] as const;
