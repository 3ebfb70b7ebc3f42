import { paths } from '../../lib/paths';

/** The shop's own pages, each named once for the menu and the footer. */
const PAGES = {
  aboutUs: { label: 'About us', to: paths.aboutUs },
  privacy: { label: 'Privacy Policy', to: paths.privacy },
  terms: { label: 'Terms and Conditions', to: paths.terms },
  contactUs: { label: 'Contact us', to: paths.contactUs },
  shippingPolicy: { label: 'Shipping Policy', to: paths.shippingPolicy },
  help: { label: 'Help', to: paths.help() },
  // Makers are the shop's second audience: the seller-interest form.
  onboarding: { label: 'Sell with us', to: paths.onboarding },
} as const;

/** The bar's Menu. */
export const MENU_LINKS = [
  PAGES.aboutUs,
  PAGES.privacy,
  PAGES.terms,
  PAGES.contactUs,
  PAGES.shippingPolicy,
  PAGES.help,
  PAGES.onboarding,
] as const;

/** The footer's links at 500 px or less (the shop's five, and the seller-interest form). */
export const FOOTER_LINKS = [
  PAGES.aboutUs,
  PAGES.privacy,
  PAGES.contactUs,
  PAGES.shippingPolicy,
  PAGES.terms,
  PAGES.onboarding,
] as const;
